import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Draft } from '../../../shared/drafts/draft'
import { draftSchema } from '../../../shared/drafts/draft'
import type { JsonStore } from '../stores/jsonStore'
import { openDataStore } from '../stores/dataStore'
import type { StoreDeps } from '../stores/dataStore'

/** drafts/<id>.json. `draft` is null only in the defaults a damaged file is replaced with in memory. */
const draftFileSchema = z.object({ version: z.literal(1), draft: draftSchema.nullable() })
type DraftFile = z.infer<typeof draftFileSchema>

const FILE_ID = /^([a-z0-9]{8,32})\.json$/

/**
 * One JSON file per draft, each through JsonStore (atomic writes, versioned, a damaged file moved aside
 * and reported): saving one draft rewrites that draft alone, and one bad file loses one draft, not all.
 */
export class DraftFiles {
  readonly dir: string
  private readonly stores = new Map<string, JsonStore<DraftFile>>()

  constructor(private readonly deps: StoreDeps) {
    this.dir = path.join(deps.dataDir, 'drafts')
  }

  /** Reads every draft once (the start-up load); damaged files are moved aside and left out. */
  loadAll(): Draft[] {
    let names: string[]
    try {
      names = fs.readdirSync(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const drafts: Draft[] = []
    for (const name of names) {
      const id = FILE_ID.exec(name)?.[1]
      if (!id) continue
      const draft = this.store(id).read().draft
      // A file whose content names another id is someone else's copy: keep its file name's id.
      if (draft) drafts.push(draft.id === id ? draft : { ...draft, id })
    }
    return drafts
  }

  write(draft: Draft): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    this.store(draft.id).update(() => ({ version: 1, draft }))
  }

  remove(id: string): void {
    const store = this.stores.get(id)
    fs.rmSync(store?.path ?? path.join(this.dir, `${id}.json`), { force: true })
    this.stores.delete(id)
  }

  private store(id: string): JsonStore<DraftFile> {
    let store = this.stores.get(id)
    if (!store) {
      store = openDataStore<DraftFile>(this.deps, {
        dir: this.dir,
        name: id,
        label: `drafts/${id}`,
        schema: draftFileSchema,
        defaults: () => ({ version: 1, draft: null }),
      })
      this.stores.set(id, store)
    }
    return store
  }
}
