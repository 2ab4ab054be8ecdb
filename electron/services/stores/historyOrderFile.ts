import fs from 'node:fs'
import { createLogger } from '../log'
import { tempPathFor } from './lineLog'
import { HISTORY_LOG_VERSION, historyLogHeaderSchema } from './historySchema'

const log = createLogger('services/stores')

/**
 * Beside each webhook's History log, `<id>.jsonl.order`: the ids of its live entries in order (oldest
 * first) as of a byte offset of one file generation, so that a process which only appends an entry (a
 * `herald send`) learns what the cap drops by reading this and the lines after the offset, not by parsing
 * every entry. It is a shortcut, never the record: written holding the log's lock after the log's own
 * lines are synced, and used only when it names the log's generation, inode and a line end within the
 * file. Anything else (missing, torn, from before a compaction) sends the reader back to the whole log.
 */
export type HistoryOrder = {
  /** The log's header `gen`: the file this describes. */
  gen: string
  ino: number
  /** The byte after the last line this describes; later lines are read from the log. */
  offset: number
  /** Operation lines before the offset (header not counted), for compaction's count. */
  ops: number
  /** The live entries' ids, oldest first. */
  ids: string[]
}

/** How much of the log's head is read to find its header line (a header is about 120 bytes). */
const HEAD_BYTES = 1024

export function orderFilePath(logPath: string): string {
  return `${logPath}.order`
}

/**
 * The order file, if it describes the log at `logPath` as it is now (same generation and inode, and its
 * offset a line end within the file); undefined otherwise.
 */
export function readHistoryOrder(logPath: string, webhookId: string): HistoryOrder | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(orderFilePath(logPath), 'utf8'))
  } catch {
    return undefined // None yet, or torn by a crash: the log is read whole.
  }
  const order = asOrder(parsed)
  if (!order) return undefined
  const log = openHead(logPath, order.offset)
  if (!log || log.gen !== order.gen || log.ino !== order.ino || log.webhookId !== webhookId) return undefined
  return log.lineEndsAtOffset ? order : undefined
}

/** The order file's fields, checked by hand: zod's check of 2,000 ids took 2 ms of a run's start. */
function asOrder(value: unknown): HistoryOrder | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { herald, version, gen, ino, offset, ops, ids } = value as Record<string, unknown>
  const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0
  if (herald !== 'history-order' || version !== 1 || typeof gen !== 'string' || typeof ino !== 'number')
    return undefined
  if (!count(offset) || !count(ops) || !Array.isArray(ids)) return undefined
  if (!ids.every((id) => typeof id === 'string')) return undefined
  return { gen, ino, offset, ops, ids: ids as string[] }
}

/**
 * Replaces the order file (temporary file and rename, without fsync: a crash leaves the previous one, a
 * torn one or none, each of which only sends the next reader to the whole log). A failure to write it is
 * logged, never thrown: the log itself already holds the change. False when the log has no generation.
 */
export function writeHistoryOrder(logPath: string, order: Omit<HistoryOrder, 'gen'>): boolean {
  // A log from before generations cannot be told from a later file at the same path: no order file (one
  // left from before cannot match it, as the log's header has no gen).
  const gen = openHead(logPath, 0)?.gen
  if (!gen) return false
  const file = orderFilePath(logPath)
  const temp = tempPathFor(file)
  try {
    fs.writeFileSync(temp, JSON.stringify({ herald: 'history-order', version: 1, gen, ...order }), {
      mode: 0o600,
    })
    fs.renameSync(temp, file)
  } catch (error) {
    log.warn(`${file}: could not write the order file (${(error as Error).message})`)
    // A temporary file that could not be removed either is swept at the next start (storeFolder.ts).
    fs.rm(temp, { force: true }, () => {})
  }
  return true
}

type Head = { gen?: string; webhookId: string; ino: number; lineEndsAtOffset: boolean }

/** The log's header and inode, and whether the byte before `offset` ends a line; undefined: no usable log. */
function openHead(logPath: string, offset: number): Head | undefined {
  let fd: number
  try {
    fd = fs.openSync(logPath, 'r')
  } catch {
    return undefined
  }
  try {
    const { ino, size } = fs.fstatSync(fd)
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size))
    const read = fs.readSync(fd, head, 0, head.length, 0)
    const end = head.subarray(0, read).indexOf(0x0a)
    if (end < 0) return undefined
    const header = historyLogHeaderSchema.safeParse(parseJson(head.subarray(0, end).toString('utf8')))
    if (!header.success || header.data.version > HISTORY_LOG_VERSION) return undefined
    let lineEndsAtOffset = offset === 0
    if (offset > 0 && offset <= size) {
      const before = Buffer.alloc(1)
      lineEndsAtOffset = fs.readSync(fd, before, 0, 1, offset - 1) === 1 && before[0] === 0x0a
    }
    return { gen: header.data.gen, webhookId: header.data.webhookId, ino, lineEndsAtOffset }
  } finally {
    fs.closeSync(fd)
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
