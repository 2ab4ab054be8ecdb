import fs from 'node:fs'
import path from 'node:path'
import type { StoreDeps } from './dataStore'
import { createLogger } from '../log'
import { HistoryLog } from './historyLog'
import type { HistoryEntry } from './historySchema'
import { parseHistoryEntryId } from './historySchema'

export type { HistoryEntry, HistoryFile, HistoryRevision } from './historySchema'
export {
  historyEntryId,
  historyEntrySchema,
  historyFileSchema,
  historyRevisionSchema,
  parseHistoryEntryId,
} from './historySchema'

const log = createLogger('services/stores')

const HISTORY_FILE = /^(\d{17,20})\.jsonl?$/

/**
 * The sent-message history, one append-only log per webhook under history/ (HistoryLog): recording a
 * message appends one line whatever the history's size, a webhook's history can be dropped as one file,
 * and a damaged file takes only that webhook's history with it. Each log is capped
 * (historyLimitPerWebhook, oldest entries dropped first). Logs are opened lazily and then cached.
 */
export class HistoryStore {
  readonly dir: string
  private readonly logs = new Map<string, HistoryLog>()

  constructor(
    private readonly deps: StoreDeps,
    private readonly limit: () => number,
    /** Told the ids of the entries another process (a `herald` run) recorded or changed. */
    private readonly onOutsideChange?: (entryIds: string[]) => void,
  ) {
    this.dir = path.join(deps.dataDir, 'history')
  }

  /**
   * Grows with every change, this process's or another's (a `herald` run on the same folder): readers
   * that keep derived lists (sorted, searched) know when to redo them. Reading it looks at every log.
   */
  get version(): number {
    return this.webhookIds().reduce((sum, id) => sum + this.forWebhook(id).version, 0)
  }

  forWebhook(webhookId: string): HistoryLog {
    let log = this.logs.get(webhookId)
    if (!log) {
      log = new HistoryLog(this.deps, this.dir, webhookId, this.limit, this.onOutsideChange)
      this.logs.set(webhookId, log)
    }
    return log
  }

  /** Every webhook id with a history file (a log, or a whole-file history still to convert). */
  webhookIds(): string[] {
    const ids = new Set(this.logs.keys())
    let names: string[] = []
    try {
      names = fs.readdirSync(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    for (const name of names) {
      const id = HISTORY_FILE.exec(name)?.[1]
      if (id) ids.add(id)
    }
    return [...ids]
  }

  entries(webhookId?: string): HistoryEntry[] {
    if (webhookId) return this.hasHistory(webhookId) ? this.forWebhook(webhookId).all() : []
    return this.webhookIds().flatMap((id) => this.forWebhook(id).all())
  }

  get(entryId: string): HistoryEntry | undefined {
    const key = parseHistoryEntryId(entryId)
    if (!key || !this.hasHistory(key.webhookId)) return undefined
    return this.forWebhook(key.webhookId).get(entryId)
  }

  /** Adds or replaces the entry for its message, dropping the oldest beyond the cap. */
  put(entry: HistoryEntry): void {
    this.forWebhook(entry.webhookId).put(entry)
  }

  /**
   * Changes one entry in place, from the entry as the log holds it at that moment (another process may
   * have changed it since it was read); returns the new entry, or undefined when there is none.
   */
  change(entryId: string, change: (entry: HistoryEntry) => HistoryEntry): HistoryEntry | undefined {
    const key = parseHistoryEntryId(entryId)
    if (!key || !this.hasHistory(key.webhookId)) return undefined
    return this.forWebhook(key.webhookId).update(entryId, change)
  }

  /** Changes the entry where it stands or adds it, from the entry as the log holds it under its lock. */
  upsert(
    entry: Pick<HistoryEntry, 'id' | 'webhookId'>,
    make: (existing: HistoryEntry | undefined) => HistoryEntry,
  ): HistoryEntry {
    return this.forWebhook(entry.webhookId).upsert(entry.id, make)
  }

  remove(entryId: string): boolean {
    const key = parseHistoryEntryId(entryId)
    if (!key || !this.hasHistory(key.webhookId)) return false
    return this.forWebhook(key.webhookId).remove(entryId)
  }

  /**
   * Takes in what other processes write as soon as they write it (not only at the next read), so
   * onOutsideChange can tell the page. Returns the function that stops watching.
   */
  watch(): () => void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    const changed = new Set<string>()
    let timer: NodeJS.Timeout | undefined
    const takeIn = () => {
      timer = undefined
      for (const id of changed) this.takeIn(id)
      changed.clear()
    }
    let watcher: fs.FSWatcher
    try {
      watcher = fs.watch(this.dir, (_event, name) => {
        const id = name ? HISTORY_FILE.exec(name)?.[1] : undefined
        if (!id) return
        changed.add(id)
        // A burst of events (write, rename) becomes one look at the file.
        timer ??= setTimeout(takeIn, 50).unref()
      })
    } catch (error) {
      log.warn(`history: cannot watch ${this.dir}; other processes' changes show at the next read`, error)
      return () => {}
    }
    watcher.unref()
    watcher.on('error', (error) => {
      log.warn('history: stopped watching for other processes’ changes', error)
      watcher.close()
    })
    return () => {
      clearTimeout(timer)
      watcher.close()
    }
  }

  /** Resolves when every open log has finished compacting. */
  async settled(): Promise<void> {
    await Promise.all([...this.logs.values()].map((log) => log.settled()))
  }

  /** Reads what another process wrote to a webhook's log; a log new to this process is news whole. */
  private takeIn(webhookId: string): void {
    const open = this.logs.get(webhookId)
    if (open) {
      void open.version
      return
    }
    if (!this.hasHistory(webhookId)) return
    const ids = this.forWebhook(webhookId)
      .all()
      .map((entry) => entry.id)
    if (ids.length > 0) this.onOutsideChange?.(ids)
  }

  /** Whether the webhook has history, without creating anything for one that has none. */
  private hasHistory(webhookId: string): boolean {
    if (this.logs.has(webhookId)) return true
    return ['jsonl', 'json'].some((ext) => fs.existsSync(path.join(this.dir, `${webhookId}.${ext}`)))
  }
}
