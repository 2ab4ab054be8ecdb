import fs from 'node:fs'
import path from 'node:path'
import { createLogger } from '../log'
import type { StoreDeps } from './dataStore'
import { withFileLockSync } from './fileLock'
import { convertWholeFileHistory } from './historyConversion'
import {
  applyHistoryLines,
  applyHistoryOp,
  historyHeader,
  historyLines,
  replayHistory,
} from './historyFormat'
import { readHistoryOrder, writeHistoryOrder } from './historyOrderFile'
import type { HistoryEntry, HistoryLogOp } from './historySchema'
import { historyEntrySchema } from './historySchema'
import { appendLines, commitReplacement, readTail, replaceLines, writeLinesInChunks } from './lineLog'

const log = createLogger('services/stores')

/** Compaction waits for this many superseded lines, and for at least as many as there are live entries. */
const COMPACT_AFTER = 500
/**
 * A process holding the whole index rewrites the order file after this many of its own lines, so that an
 * appending process never has more than about this many lines to read after it.
 */
const ORDER_AFTER = 200

/**
 * One webhook's history as an append-only log, history/<webhook id>.jsonl: a header line, then one line
 * per change (an entry put or set whole, or ids removed). Recording appends one line, so its cost does not
 * depend on how much history there is; the entries live in memory, indexed by id, built once when the
 * log is opened. Superseded lines are dropped by compaction, which rewrites the file in the background
 * in small chunks and swaps it in with an atomic rename. A history kept in the earlier whole-file JSON
 * (history/<id>.json) is converted on first open.
 *
 * Several processes share the log (the app, `herald` runs): every change is made holding the log's lock
 * file (<id>.jsonl.lock), after reading the lines others appended since this process last read, so a
 * change is computed from the latest entry and no line is lost to a compaction's swap. Reads first
 * take in what others appended (a stat when nothing did), and a swapped file is read again whole.
 *
 * Nothing is read until it is needed. A process that only records (a `herald send`) appends from the
 * order file (historyOrderFile.ts): the ids in order as of an offset, then the lines after it, which is
 * all that the cap needs; the entries themselves are read only when something reads them.
 */
export class HistoryLog {
  readonly path: string
  private readonly lockPath: string
  /** Oldest first. Until the log is read whole, the values are undefined but for the lines read since. */
  private entries = new Map<string, HistoryEntry | undefined>()
  /** Whether the log was read whole: every value in `entries` is there. */
  private whole = false
  /** Lines this process appended since the order file was last written. */
  private sinceOrder = 0
  private ops = 0
  private listed: HistoryEntry[] | undefined
  /** The file read so far: its inode and the byte after the last line taken in. */
  private ino = 0
  private offset = 0
  /** Grows with every change seen, this process's or another's. */
  private changes = 1
  private compacting: Promise<void> | undefined

  constructor(
    private readonly deps: StoreDeps,
    private readonly dir: string,
    private readonly webhookId: string,
    private readonly limit: () => number,
    /** Told the ids of the entries another process changed, when this one takes its lines in. */
    private readonly onOutsideChange?: (entryIds: string[]) => void,
  ) {
    this.path = path.join(dir, `${webhookId}.jsonl`)
    this.lockPath = `${this.path}.lock`
  }

  /** How many changes this log has seen; reading it first takes in what other processes appended. */
  get version(): number {
    this.readWhole()
    return this.changes
  }

  /** Oldest first. The same array until the next change; treat it as read-only. */
  all(): HistoryEntry[] {
    const entries = this.readWhole()
    this.listed ??= [...entries.values()]
    return this.listed
  }

  get(entryId: string): HistoryEntry | undefined {
    return this.readWhole().get(entryId)
  }

  /**
   * Adds or replaces the entry (it becomes the newest), dropping the oldest beyond the cap. A log not
   * read yet is appended to from its order file, without reading the entries.
   */
  put(entry: HistoryEntry): void {
    const valid = historyEntrySchema.parse(entry)
    this.change(() => this.putOps(valid), !this.whole)
  }

  /**
   * Changes the entry where it stands, or adds it as the newest when there is none, computed holding the
   * lock from the entry as the log holds it now (a read outside the lock could undo another process's
   * change made in between). Returns the entry written.
   */
  upsert(entryId: string, make: (existing: HistoryEntry | undefined) => HistoryEntry): HistoryEntry {
    let next: HistoryEntry | undefined
    this.change(() => {
      const existing = this.known.get(entryId)
      next = historyEntrySchema.parse(make(existing && structuredClone(existing)))
      return existing ? [{ set: next }] : this.putOps(next)
    })
    return next!
  }

  /**
   * Changes one entry where it stands (an edit or a deletion mark does not make it newer), computed from
   * the entry as the log holds it now; returns the new entry, or undefined when there is none.
   */
  update(entryId: string, change: (entry: HistoryEntry) => HistoryEntry): HistoryEntry | undefined {
    let next: HistoryEntry | undefined
    this.change(() => {
      const existing = this.known.get(entryId)
      if (!existing) return []
      next = historyEntrySchema.parse(change(structuredClone(existing)))
      return [{ set: next }]
    })
    return next
  }

  /** The ops that add or replace an entry as the newest, dropping the oldest beyond the cap. */
  private putOps(valid: HistoryEntry): HistoryLogOp[] {
    const overflow = this.entries.size + (this.entries.has(valid.id) ? 0 : 1) - this.limit()
    const dropped: string[] = []
    for (const id of this.entries.keys()) {
      if (dropped.length >= overflow) break
      if (id !== valid.id) dropped.push(id)
    }
    return dropped.length > 0 ? [{ put: valid }, { del: dropped }] : [{ put: valid }]
  }

  remove(entryId: string): boolean {
    let removed = false
    this.change(() => {
      removed = this.entries.has(entryId)
      return removed ? [{ del: [entryId] }] : []
    })
    return removed
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

  /**
   * Holding the lock, with every line others appended taken in: `plan` says what to write; the lines are
   * appended (with the header first in a new file) and only then does memory change. `byOrder`: the plan
   * needs only the ids in order, which the order file gives when it describes the log.
   */
  private change(plan: () => HistoryLogOp[], byOrder = false): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    this.locked(() => {
      if (!this.whole && !(byOrder && this.takeOrder())) this.openWhole(byOrder)
      this.catchUp(true)
      const ops = plan()
      if (ops.length === 0) return
      const lines = ops.map((op) => JSON.stringify(op))
      const header = this.offset === 0 ? [historyHeader(this.webhookId)] : []
      this.offset += appendLines(this.path, [...header, ...lines])
      if (header.length > 0) this.ino = fs.statSync(this.path).ino
      for (const op of ops) applyHistoryOp(this.entries, op)
      this.ops += lines.length
      this.sinceOrder += lines.length
      this.changed()
      // An appending process leaves the order file for the next; one holding the index, now and then.
      if (!this.whole || this.sinceOrder >= ORDER_AFTER) this.writeOrder()
    })
    this.compactWhenWorthIt()
  }

  /** Every entry, the log read whole first (and taken in since): holding the lock the first time. */
  private readWhole(): Map<string, HistoryEntry> {
    if (this.whole) this.catchUp(false)
    else if (this.onDisk()) this.locked(() => this.openWhole())
    else this.startWhole() // Nothing written yet (the folder may not exist): nothing to lock or read.
    return this.known
  }

  /** The entries once read whole (readWhole, or holding the lock after openWhole). */
  private get known(): Map<string, HistoryEntry> {
    // Every value is there once the log was read whole (reload and applied lines set them all).
    return this.entries as Map<string, HistoryEntry>
  }

  /**
   * Holding the lock: forgets what the order file said and reads the log whole, converting a whole-file
   * history first; then writes the order file if none describes the log. `appending`: a log from before
   * generations is rewritten with one (once), so that the next append can use the order file.
   */
  private openWhole(appending = false): void {
    this.startWhole()
    if (!this.onDisk()) return
    convertWholeFileHistory(this.deps, this.dir, this.webhookId, this.path)
    this.catchUp(true)
    if (this.ino === 0 || readHistoryOrder(this.path, this.webhookId)) return
    if (!this.writeOrder() && appending) this.rewriteNow()
  }

  /** Forgets what the order file said: an empty index, to be read from the start of the log. */
  private startWhole(): void {
    this.whole = true
    this.entries = new Map()
    this.ino = 0
    this.offset = 0
    this.ops = 0
  }

  /** Whether there is a log, or a whole-file history to convert. */
  private onDisk(): boolean {
    return fs.existsSync(this.path) || fs.existsSync(path.join(this.dir, `${this.webhookId}.json`))
  }

  /** Holding the lock: the ids in order from the order file, if it describes the log; else false. */
  private takeOrder(): boolean {
    const order = readHistoryOrder(this.path, this.webhookId)
    if (!order) return false
    this.entries = new Map(order.ids.map((id) => [id, undefined]))
    this.ino = order.ino
    this.offset = order.offset
    this.ops = order.ops
    return true
  }

  /**
   * Holding the lock, with the file taken in up to this.offset: the order file as of now. False when the
   * log has no generation to name (written before them).
   */
  private writeOrder(): boolean {
    this.sinceOrder = 0
    const ids = [...this.entries.keys()]
    return writeHistoryOrder(this.path, { ino: this.ino, offset: this.offset, ops: this.ops, ids })
  }

  /**
   * Takes in the lines appended since the last read; a file replaced since (another process compacted
   * it) or gone is read again whole. `repair` (holding the lock, so nobody is mid-write): a torn last
   * line left by a killed writer is cut off, and an unreadable file kept aside and rewritten.
   */
  private catchUp(repair: boolean): void {
    const tail = readTail(this.path, this.offset)
    if (!tail || tail.ino !== this.ino || tail.size < this.offset) {
      if (!tail && this.ino === 0) return // Nothing written yet.
      this.reload(tail && this.offset > 0 ? readTail(this.path, 0) : tail, repair)
      return
    }
    if (tail.lines.length > 0) {
      const touched = new Set<string>()
      const bad = applyHistoryLines(this.entries, tail.lines, touched)
      if (bad.length > 0) log.warn(`${this.label}: skipped ${bad.length} unreadable line(s)`)
      this.offset = tail.end
      this.ops += tail.lines.length
      this.changed()
      if (touched.size > 0) this.onOutsideChange?.([...touched])
    }
    if (repair && tail.end < tail.size) fs.truncateSync(this.path, tail.end)
  }

  /** Builds the index again from the whole file (undefined: there is none). */
  private reload(whole: ReturnType<typeof readTail>, repair: boolean): void {
    const before = this.ino === 0 ? undefined : [...this.entries.keys()]
    const replayed = replayHistory(whole?.lines ?? [], this.webhookId)
    this.entries = replayed.entries
    this.whole = true
    this.ops = replayed.ops
    this.ino = whole?.ino ?? 0
    this.offset = whole?.end ?? 0
    this.changed()
    // Read again after another process swapped or removed the file: any entry may have changed.
    if (before) this.onOutsideChange?.([...new Set([...before, ...this.entries.keys()])])
    if (!repair || !whole) return
    if (whole.end < whole.size) fs.truncateSync(this.path, whole.end)
    if (replayed.problem) {
      const movedTo = this.keepAside()
      const at = this.now()
      log.warn(`${this.label}: kept an unreadable log as ${movedTo} (${replayed.problem.reason})`)
      this.deps.recovery.report({ store: this.label, file: this.path, movedTo, at, ...replayed.problem })
      this.rewriteNow()
    }
  }

  private changed(): void {
    this.listed = undefined
    this.changes++
  }

  private locked<T>(run: () => T): T {
    return withFileLockSync(this.lockPath, run)
  }

  /** Called once a change is in the file and in memory: the snapshot a compaction takes holds it. */
  private compactWhenWorthIt(): void {
    // Known from the order file too: a process that only appends compacts as often as any other.
    const superseded = this.ops - this.entries.size
    if (superseded >= COMPACT_AFTER && superseded >= this.entries.size) void this.compact()
  }

  /**
   * Writes the live entries to a new file in the background; then, holding the lock, copies over the
   * lines appended meanwhile (by any process) and swaps the file in. If another process swapped the file
   * meanwhile, this one's copy is dropped.
   */
  private async compactInBackground(): Promise<void> {
    try {
      // A log appended to from its order file is read whole first: the snapshot needs every entry.
      const snapshot = [...this.readWhole().values()]
      const from = { ino: this.ino, offset: this.offset }
      const temp = await writeLinesInChunks(this.path, historyLines(this.webhookId, snapshot))
      try {
        this.locked(() => {
          this.catchUp(true)
          if (this.ino !== from.ino) {
            fs.rmSync(temp, { force: true })
            return
          }
          // Holding the lock, the file ends with the last line taken in: everything since the snapshot.
          const caughtUp = readTail(this.path, from.offset)?.lines ?? []
          if (caughtUp.length > 0) appendLines(temp, caughtUp)
          commitReplacement(temp, this.path)
          const { ino, size } = fs.statSync(this.path)
          this.ino = ino
          this.offset = size
          this.ops = snapshot.length + caughtUp.length
          this.writeOrder()
        })
      } catch (error) {
        fs.rmSync(temp, { force: true })
        throw error
      }
    } catch (error) {
      // The log itself is intact: compaction only saves space, and the next change tries again.
      log.warn(`${this.label}: compaction failed: ${(error as Error).message}`)
    }
  }

  private rewriteNow(): void {
    const lines = [...historyLines(this.webhookId, [...this.known.values()])].flat()
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    replaceLines(this.path, lines)
    const { ino, size } = fs.statSync(this.path)
    this.ino = ino
    this.offset = size
    this.ops = this.entries.size
    this.writeOrder()
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
