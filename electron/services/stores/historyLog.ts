import fs from 'node:fs'
import path from 'node:path'
import { createLogger } from '../log'
import type { StoreDeps } from './dataStore'
import { convertWholeFileHistory } from './historyConversion'
import { historyHeader, historyLines, replayHistory } from './historyFormat'
import type { HistoryEntry, HistoryLogOp } from './historySchema'
import { historyEntrySchema } from './historySchema'
import { appendLines, commitReplacement, readLines, replaceLines, writeLinesInChunks } from './lineLog'

const log = createLogger('services/stores')

/** Compaction waits for this many superseded lines, and for at least as many as there are live entries. */
const COMPACT_AFTER = 500

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
    convertWholeFileHistory(deps, dir, webhookId, this.path)
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
      appendLines(this.path, [historyHeader(this.webhookId), ...lines])
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
      const temp = await writeLinesInChunks(this.path, historyLines(this.webhookId, snapshot))
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
    const lines = [...historyLines(this.webhookId, [...this.entries.values()])].flat()
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    replaceLines(this.path, lines)
    this.ops = this.entries.size
  }

  private keepAside(): string {
    const movedTo = path.join(this.dir, `${this.webhookId}.corrupt-${this.now().replace(/[:.]/g, '-')}.jsonl`)
    fs.copyFileSync(this.path, movedTo)
    return movedTo
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }

  private get label(): string {
    return `history/${this.webhookId}`
  }
}
