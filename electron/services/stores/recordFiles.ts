import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { JsonStore } from './jsonStore'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'

const FILE_ID = /^([a-z0-9]{8,32})\.json$/

/** `<folder>/<id>.json` holds `{ version: 1, <key>: record }`; null only in a damaged file's defaults. */
type RecordFile<K extends string, T> = { version: 1 } & { [P in K]: T | null }

export type RecordFilesOptions<K extends string, T> = {
  /** The folder under the data folder, also the label in recovery notices (`drafts/<id>`). */
  folder: string
  /** The record's key in its file (`draft`, `template`), kept as earlier versions wrote it. */
  key: K
  schema: z.ZodType<T>
}

/**
 * One JSON file per record (a draft, a template), each through JsonStore (atomic writes, versioned, a
 * damaged file moved aside and reported): saving one record rewrites it alone, and one bad file loses
 * one record, not all.
 */
export class RecordFiles<K extends string, T extends { id: string }> {
  readonly dir: string
  private readonly stores = new Map<string, JsonStore<RecordFile<K, T>>>()
  private readonly fileSchema: z.ZodType<RecordFile<K, T>>

  constructor(
    private readonly deps: StoreDeps,
    private readonly options: RecordFilesOptions<K, T>,
  ) {
    this.dir = path.join(deps.dataDir, options.folder)
    this.fileSchema = z.object({
      version: z.literal(1),
      [options.key]: options.schema.nullable(),
    }) as unknown as z.ZodType<RecordFile<K, T>>
  }

  /** Reads every record once (the start-up load); damaged files are moved aside and left out. */
  loadAll(): T[] {
    let names: string[]
    try {
      names = fs.readdirSync(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const records: T[] = []
    for (const name of names) {
      const id = FILE_ID.exec(name)?.[1]
      if (!id) continue
      const record = this.store(id).read()[this.options.key]
      // A file whose content names another id is someone else's copy: keep its file name's id.
      if (record) records.push(record.id === id ? record : { ...record, id })
    }
    return records
  }

  write(record: T): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    this.store(record.id).update(() => this.file(record))
  }

  remove(id: string): void {
    const store = this.stores.get(id)
    fs.rmSync(store?.path ?? path.join(this.dir, `${id}.json`), { force: true })
    this.stores.delete(id)
  }

  private file(record: T | null): RecordFile<K, T> {
    return { version: 1, [this.options.key]: record } as RecordFile<K, T>
  }

  private store(id: string): JsonStore<RecordFile<K, T>> {
    let store = this.stores.get(id)
    if (!store) {
      store = openDataStore<RecordFile<K, T>>(this.deps, {
        dir: this.dir,
        name: id,
        label: `${this.options.folder}/${id}`,
        schema: this.fileSchema,
        defaults: () => this.file(null),
      })
      this.stores.set(id, store)
    }
    return store
  }
}
