import type { HistoryEntry } from './historySchema'
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

/** The first line of a webhook's log. */
export function historyHeader(webhookId: string): string {
  return JSON.stringify({ herald: 'history', version: HISTORY_LOG_VERSION, webhookId })
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
  const bad: number[] = []
  for (let i = 1; i < lines.length; i++) {
    const op = historyLogOpSchema.safeParse(parseJson(lines[i]!))
    if (!op.success) {
      bad.push(i + 1)
      continue
    }
    if ('put' in op.data) {
      // Delete first so that a replaced entry moves to the end, as a re-recorded message does.
      entries.delete(op.data.put.id)
      entries.set(op.data.put.id, op.data.put)
    } else if ('set' in op.data) {
      entries.set(op.data.set.id, op.data.set)
    } else {
      for (const id of op.data.del) entries.delete(id)
    }
  }
  const ops = lines.length - 1
  if (bad.length === 0) return { entries, ops }
  const shown = bad.slice(0, 5).join(', ') + (bad.length > 5 ? ` and ${bad.length - 5} more` : '')
  return {
    entries,
    ops,
    problem: { reason: 'invalid', detail: `Lines ${shown} could not be read; the other lines were kept.` },
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
