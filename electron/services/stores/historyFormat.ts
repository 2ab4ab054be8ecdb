import { randomBytes } from 'node:crypto'
import type { HistoryEntry, HistoryLogOp } from './historySchema'
import { HISTORY_LOG_VERSION, historyLogHeaderSchema, historyLogOpSchema } from './historySchema'
import type { RecoveryReason } from './recoveryLog'

export type Replayed = {
  /** The live entries in the order they were last put (oldest first): the cap drops from the front. */
  entries: Map<string, HistoryEntry>
  /** Operation lines read (the header not counted): with entries.size, how much compaction would save. */
  ops: number
  /** Set when the file cannot be used as it is: its lines were skipped, and the file must be kept aside. */
  problem?: { reason: RecoveryReason; detail: string }
}

/** Entries serialised per chunk when a log is written whole: a few milliseconds of work per chunk. */
const CHUNK = 200

/** The first line of a webhook's log, with a new generation: every file written whole gets its own. */
export function historyHeader(webhookId: string): string {
  const gen = randomBytes(8).toString('hex')
  return JSON.stringify({ herald: 'history', version: HISTORY_LOG_VERSION, webhookId, gen })
}

/** A whole log holding these entries (oldest first), chunk by chunk, each serialised only when asked for. */
export function* historyLines(webhookId: string, entries: HistoryEntry[]): Generator<string[]> {
  yield [historyHeader(webhookId)]
  for (let i = 0; i < entries.length; i += CHUNK) {
    yield entries.slice(i, i + CHUNK).map((entry) => JSON.stringify({ put: entry }))
  }
}

/** Builds the in-memory index of one webhook's log from its complete lines. */
export function replayHistory(lines: readonly string[], webhookId: string): Replayed {
  const entries = new Map<string, HistoryEntry>()
  if (lines.length === 0) return { entries, ops: 0 }
  const header = historyLogHeaderSchema.safeParse(parseJson(lines[0]!))
  if (!header.success || header.data.webhookId !== webhookId) {
    return { entries, ops: 0, problem: { reason: 'invalid', detail: 'The file has no valid header line.' } }
  }
  if (header.data.version > HISTORY_LOG_VERSION) {
    const detail = `The file was written by a newer Herald (version ${header.data.version}; this one reads up to ${HISTORY_LOG_VERSION}).`
    return { entries, ops: 0, problem: { reason: 'newerVersion', detail } }
  }
  const bad = applyHistoryLines(entries, lines.slice(1)).map((i) => i + 2)
  const ops = lines.length - 1
  if (bad.length === 0) return { entries, ops }
  const shown = bad.slice(0, 5).join(', ') + (bad.length > 5 ? ` and ${bad.length - 5} more` : '')
  return {
    entries,
    ops,
    problem: { reason: 'invalid', detail: `Lines ${shown} could not be read; the other lines were kept.` },
  }
}

/**
 * Applies operation lines (no header) to the index, in order; returns the positions of the lines that
 * could not be read (skipped). The ids of the entries changed are added to `touched` when given.
 */
export function applyHistoryLines(
  entries: Map<string, HistoryEntry | undefined>,
  lines: readonly string[],
  touched?: Set<string>,
): number[] {
  const bad: number[] = []
  for (const [i, line] of lines.entries()) {
    const op = historyLogOpSchema.safeParse(parseJson(line))
    if (!op.success) {
      bad.push(i)
      continue
    }
    applyHistoryOp(entries, op.data)
    if (touched)
      for (const id of 'del' in op.data ? op.data.del : [('put' in op.data ? op.data.put : op.data.set).id])
        touched.add(id)
  }
  return bad
}

/** One operation on the index (whose values may be unknown: an index built from the order file). */
export function applyHistoryOp(entries: Map<string, HistoryEntry | undefined>, op: HistoryLogOp): void {
  if ('put' in op) {
    // Delete first so that a replaced entry moves to the end, as a re-recorded message does.
    entries.delete(op.put.id)
    entries.set(op.put.id, op.put)
  } else if ('set' in op) {
    entries.set(op.set.id, op.set)
  } else {
    for (const id of op.del) entries.delete(id)
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
