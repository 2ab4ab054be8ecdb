import fs from 'node:fs'
import path from 'node:path'
import { createLogger } from '../log'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'
import type { HistoryEntry, HistoryFile, HistoryLogOp } from './historySchema'
import { HISTORY_LOG_VERSION, historyEntrySchema, historyFileSchema } from './historySchema'
import { replayHistory } from './historyReplay'
import { appendLines, commitReplacement, readLines, replaceLines, writeLinesInChunks } from './lineLog'

const log = createLogger('services/stores')

/** Compaction waits for this many superseded lines, and for at least as many as there are live entries. */
const COMPACT_AFTER = 500
/** Entries serialised per write while compacting: a few milliseconds of work between two yields. */
const COMPACT_CHUNK = 200

/**
 * One webhook's history as an append-only log, history/<webhook id>.jsonl: a header line, then one line
 * per change (an entry put or set whole, or ids removed). Recording appends one line, so its cost does not
 * depend on how much history there is; the entries live in memory, indexed by id, built once when the
 * log is opened. Superseded lines are dropped by compaction, which rewrites the file in the background
 * in small chunks and swaps it in with an atomic rename. A history kept in the earlier whole-file JSON
 * (history/<id>.json) is converted on first open.
 */
export class HistoryLog {
  readonly path: string
  private readonly entries: Map<string, HistoryEntry>
  private ops: number
  private listed: HistoryEntry[] | undefined
  /** Lines written while a compaction copies the snapshot: appended to the new file before the swap. */
  private pending: string[] | undefined
  private compacting: Promise<void> | undefined

  constructor(
    private readonly deps: StoreDeps,
    private readonly dir: string,
    private readonly webhookId: string,
    private readonly limit: () => number,
  ) {
    this.path = path.join(dir, `${webhookId}.jsonl`)
    this.migrateWholeFile()
    const replayed = replayHistory(readLines(this.path)?.lines ?? [], webhookId)
    this.entries = replayed.entries
    this.ops = replayed.ops
    if (replayed.problem) {
      const movedTo = this.keepAside()
      const at = this.now()
      log.warn(`${this.label}: kept an unreadable log as ${movedTo} (${replayed.problem.reason})`)
      this.deps.recovery.report({ store: this.label, file: this.path, movedTo, at, ...replayed.problem })
      this.rewriteNow()
    }
    this.compactWhenWorthIt()
  }

  /** Oldest first. The same array until the next change; treat it as read-only. */
  all(): HistoryEntry[] {
    this.listed ??= [...this.entries.values()]
    return this.listed
  }

  get(entryId: string): HistoryEntry | undefined {
    return this.entries.get(entryId)
  }

  /** Adds or replaces the entry (it becomes the newest), dropping the oldest beyond the cap. */
  put(entry: HistoryEntry): void {
    const valid = historyEntrySchema.parse(entry)
    const overflow = this.entries.size + (this.entries.has(valid.id) ? 0 : 1) - this.limit()
    const dropped: string[] = []
    for (const id of this.entries.keys()) {
      if (dropped.length >= overflow) break
      if (id !== valid.id) dropped.push(id)
    }
    this.write(dropped.length > 0 ? [{ put: valid }, { del: dropped }] : [{ put: valid }])
    this.entries.delete(valid.id)
    this.entries.set(valid.id, valid)
    for (const id of dropped) this.entries.delete(id)
    this.compactWhenWorthIt()
  }

  /** Replaces an existing entry where it stands (an edit or a deletion mark does not make it newer). */
  replace(entry: HistoryEntry): void {
    const valid = historyEntrySchema.parse(entry)
    this.write([{ set: valid }])
    this.entries.set(valid.id, valid)
    this.compactWhenWorthIt()
  }

  remove(entryId: string): boolean {
    if (!this.entries.has(entryId)) return false
    this.write([{ del: [entryId] }])
    this.entries.delete(entryId)
    this.compactWhenWorthIt()
    return true
  }

  /** Rewrites the log with the live entries only; resolves when done (at once if nothing runs). */
  compact(): Promise<void> {
    this.compacting ??= this.compactInBackground().finally(() => (this.compacting = undefined))
    return this.compacting
  }

  /** Resolves when no compaction is running (tests and benchmarks wait for the file to settle). */
  async settled(): Promise<void> {
    while (this.compacting) await this.compacting
  }

  /** Appends the lines (with the header first in a new file); only then does memory change. */
  private write(ops: HistoryLogOp[]): void {
    const lines = ops.map((op) => JSON.stringify(op))
    if (!fs.existsSync(this.path)) {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
      appendLines(this.path, [this.header(), ...lines])
    } else {
      appendLines(this.path, lines)
    }
    this.pending?.push(...lines)
    this.ops += lines.length
    this.listed = undefined
  }

  /** Called once a change is in the file and in memory: the snapshot a compaction takes holds it. */
  private compactWhenWorthIt(): void {
    const superseded = this.ops - this.entries.size
    if (superseded >= COMPACT_AFTER && superseded >= this.entries.size) void this.compact()
  }

  private async compactInBackground(): Promise<void> {
    const snapshot = [...this.entries.values()]
    const pending: string[] = []
    this.pending = pending
    try {
      const temp = await writeLinesInChunks(this.path, this.linesOf(snapshot))
      // From here on synchronous: nothing can be recorded between catching up and the rename.
      try {
        if (pending.length > 0) appendLines(temp, pending)
        commitReplacement(temp, this.path)
      } catch (error) {
        fs.rmSync(temp, { force: true })
        throw error
      }
      this.ops = snapshot.length + pending.length
    } catch (error) {
      // The log itself is intact: compaction only saves space, and the next change tries again.
      log.warn(`${this.label}: compaction failed: ${(error as Error).message}`)
    } finally {
      this.pending = undefined
    }
  }

  private rewriteNow(): void {
    const lines = [...this.linesOf([...this.entries.values()])].flat()
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    replaceLines(this.path, lines)
    this.ops = this.entries.size
  }

  private *linesOf(entries: HistoryEntry[]): Generator<string[]> {
    yield [this.header()]
    for (let i = 0; i < entries.length; i += COMPACT_CHUNK) {
      yield entries.slice(i, i + COMPACT_CHUNK).map((entry) => JSON.stringify({ put: entry }))
    }
  }

  /** Converts history/<id>.json (read through JsonStore: validated, a damaged one kept aside). */
  private migrateWholeFile(): void {
    const wholeFile = path.join(this.dir, `${this.webhookId}.json`)
    if (!fs.existsSync(wholeFile)) return
    // A log beside it means a conversion finished before the old file could be removed.
    if (!fs.existsSync(this.path)) {
      const store = openDataStore<HistoryFile>(this.deps, {
        dir: this.dir,
        name: this.webhookId,
        label: this.label,
        schema: historyFileSchema,
        defaults: () => ({ version: 1, webhookId: this.webhookId, entries: [] }),
      })
      replaceLines(this.path, [...this.linesOf(store.read().entries)].flat())
      log.info(`${this.label}: converted the history file to a log`)
    }
    fs.rmSync(wholeFile, { force: true })
  }

  private keepAside(): string {
    const movedTo = path.join(this.dir, `${this.webhookId}.corrupt-${this.now().replace(/[:.]/g, '-')}.jsonl`)
    fs.copyFileSync(this.path, movedTo)
    return movedTo
  }

  private header(): string {
    return JSON.stringify({ herald: 'history', version: HISTORY_LOG_VERSION, webhookId: this.webhookId })
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }

  private get label(): string {
    return `history/${this.webhookId}`
  }
}
