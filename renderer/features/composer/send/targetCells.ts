import type { MessageSent } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import type { RateLimitWait } from '@renderer/store/sends/store'
import type { TargetJob } from './targetPlan'
import type { Translate } from '@shared/i18n'
import { saidText } from '@shared/rpc/saidText'

// What the result table shows for each message at each target while a run goes and after it. What was
// posted is the draft's record (it survives a reload); the rest is this session's.

export type Cell =
  | { state: 'queued' }
  | { state: 'sending' }
  | { state: 'waiting'; wait: RateLimitWait }
  | { state: 'failed'; error: RpcErrorData }
  | { state: 'held'; why: HeldReason }

/** Per target (webhook id), per message id. */
export type Cells = Readonly<Record<string, Readonly<Record<string, Cell>>>>

export type ShownCell = Cell | { state: 'sent'; sent: MessageSent } | { state: 'notSent' }

/** Why a message does not go this run; the table words it in the reader's language. */
export type HeldReason = 'afterFailure' | 'cancelled'
export const AFTER_FAILURE: HeldReason = 'afterFailure'
export const CANCELLED: HeldReason = 'cancelled'

/** A run starts: every message of the plan is queued at its target. */
export function queuedCells(plan: readonly TargetJob[]): Cells {
  return Object.fromEntries(
    plan.map((job) => [
      job.webhookId,
      Object.fromEntries(job.messageIds.map((id) => [id, { state: 'queued' }])),
    ]),
  )
}

export function withCell(cells: Cells, webhookId: string, messageId: string, cell: Cell | undefined): Cells {
  const { [messageId]: _old, ...row } = cells[webhookId] ?? {}
  return { ...cells, [webhookId]: cell ? { ...row, [messageId]: cell } : row }
}

/** A message failed at a target: the ones after it wait for "Retry failed" (order within a channel). */
export function withFailure(
  cells: Cells,
  webhookId: string,
  messageId: string,
  error: RpcErrorData,
  after: readonly string[],
): Cells {
  return hold(
    withCell(cells, webhookId, messageId, { state: 'failed', error }),
    webhookId,
    after,
    AFTER_FAILURE,
  )
}

/** Messages that will not go this run (cancelled, or the target left the draft). */
export function hold(cells: Cells, webhookId: string, messageIds: readonly string[], why: HeldReason): Cells {
  return messageIds.reduce((next, id) => withCell(next, webhookId, id, { state: 'held', why }), cells)
}

/** The draft's record wins: a posted message is "sent" whatever this session saw. */
export function shownCell(record: MessageSent | undefined, cell: Cell | undefined): ShownCell {
  if (record) return { state: 'sent', sent: record }
  return cell ?? { state: 'notSent' }
}

/** How many messages failed and how many went, for the table's caption. */
export function tally(shown: readonly ShownCell[]): { sent: number; failed: number; total: number } {
  return {
    sent: shown.filter((cell) => cell.state === 'sent').length,
    failed: shown.filter((cell) => cell.state === 'failed').length,
    total: shown.length,
  }
}

/** Some message failed in this run (rather than only being cancelled or held behind a failure). */
export function hasFailures(cells: Cells): boolean {
  return Object.values(cells).some((row) => Object.values(row).some((cell) => cell.state === 'failed'))
}

/** Failed messages whose outcome is unknown (a 5xx or a lost answer): Discord may have posted them. */
export function unknownOutcomes(cells: Cells): number {
  return Object.values(cells)
    .flatMap((row) => Object.values(row))
    .filter((cell) => cell.state === 'failed' && cell.error.kind === 'unknownOutcome').length
}

/** The services refused a send because Discord may already have it (not any other conflict). */
export function isRefusal(error: RpcErrorData): boolean {
  return error.kind === 'conflict' && error.mayDuplicate === true
}

/** Why the services refused sends of this run (a possible second copy), one line per reason. */
export function refusals(cells: Cells, t: Translate): string[] {
  const reasons = Object.values(cells)
    .flatMap((row) => Object.values(row))
    .flatMap((cell) => (cell.state === 'failed' && isRefusal(cell.error) ? [saidText(t, cell.error)] : []))
  return [...new Set(reasons)]
}
