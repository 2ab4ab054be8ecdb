import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Template } from '../../../shared/rpc/areas/templates'
import { templateSchema } from '../../../shared/rpc/areas/templates'
import type { JsonStore } from '../stores/jsonStore'
import { openDataStore } from '../stores/dataStore'
import type { StoreDeps } from '../stores/dataStore'

/** templates/<id>.json. `template` is null only in the defaults a damaged file is replaced with. */
const templateFileSchema = z.object({ version: z.literal(1), template: templateSchema.nullable() })
type TemplateFile = z.infer<typeof templateFileSchema>

const FILE_ID = /^([a-z0-9]{8,32})\.json$/

/** One JSON file per template through JsonStore: atomic writes, and a damaged file loses one template. */
export class TemplateFiles {
  readonly dir: string
  private readonly stores = new Map<string, JsonStore<TemplateFile>>()

  constructor(private readonly deps: StoreDeps) {
    this.dir = path.join(deps.dataDir, 'templates')
  }

  loadAll(): Template[] {
    let names: string[]
    try {
      names = fs.readdirSync(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const templates: Template[] = []
    for (const name of names) {
      const id = FILE_ID.exec(name)?.[1]
      if (!id) continue
      const template = this.store(id).read().template
      if (template) templates.push(template.id === id ? template : { ...template, id })
    }
    return templates
  }

  write(template: Template): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    this.store(template.id).update(() => ({ version: 1, template }))
  }

  remove(id: string): void {
    const store = this.stores.get(id)
    fs.rmSync(store?.path ?? path.join(this.dir, `${id}.json`), { force: true })
    this.stores.delete(id)
  }

  private store(id: string): JsonStore<TemplateFile> {
    let store = this.stores.get(id)
    if (!store) {
      store = openDataStore<TemplateFile>(this.deps, {
        dir: this.dir,
        name: id,
        label: `templates/${id}`,
        schema: templateFileSchema,
        defaults: () => ({ version: 1, template: null }),
      })
      this.stores.set(id, store)
    }
    return store
  }
}
