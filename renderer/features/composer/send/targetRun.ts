import type { Draft, DraftSent, MessageSent } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import { currentTranslator } from '@renderer/i18n/current'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { flushJsonEdit } from '../json/jsonEditorHandle'
import { clearTargetsSent, recordTargetSent } from '../target/targets'
import { sentFingerprint } from './resend'
import { guildOf, reactToFailure } from './sendDraft'
import { messageLink } from './sendRequest'
import { CANCELLED, hold, queuedCells, withCell, withFailure } from './targetCells'
import type { TargetJob } from './targetPlan'
import { isPartlySentToTargets, isSentToAllTargets, targetPlan, targetRequestOf } from './targetPlan'
import { updateCells, useTargetRun } from './targetRunStore'

/**
 * Sends every message of the open draft to each of its targets. Each target gets the messages in
 * order and stops at its first failure; targets run side by side, since the services' rate-limit
 * queues keep each webhook's sends in order and different webhooks do not wait for one another. Each
 * posted message is recorded in the draft at once, so "Retry failed" (this same call on a partly sent
 * draft) posts only what failed or never went. `again`: the user confirmed posting what may already be in
 * the channel (the services refuse a second copy otherwise).
 */
export async function sendToTargets(again = false): Promise<void> {
  flushJsonEdit()
  const drafts = useDraftsStore.getState()
  await drafts.flush()
  const start = drafts.draft
  if (!start || useTargetRun.getState().running) return
  if (!isPartlySentToTargets(start)) drafts.record(clearTargetsSent)
  // An earlier single send's error is not about this run.
  useSendsStore.getState().dismiss()
  const draft = useDraftsStore.getState().draft ?? start
  const plan = targetPlan(draft)
  useTargetRun.setState({ draftId: draft.id, running: true, cancelled: false, cells: queuedCells(plan) })
  await Promise.all(plan.map((job) => sendJob(draft.id, job, again)))
  useTargetRun.setState({ running: false })
  markTargetsSent(draft.id)
}

/** Cancel: nothing more starts, and what is in flight is asked to stop. */
export async function cancelTargets(): Promise<void> {
  if (!useTargetRun.getState().running) return
  useTargetRun.setState({ cancelled: true })
  await useSendsStore.getState().cancel()
}

async function sendJob(draftId: string, job: TargetJob, again: boolean): Promise<void> {
  const { webhookId, messageIds } = job
  for (const [at, messageId] of messageIds.entries()) {
    const rest = messageIds.slice(at)
    const draft = useDraftsStore.getState().draft
    const target = draft?.targets.find((item) => item.webhookId === webhookId)
    // Cancelled, another draft opened, or the target removed: what is left is not sent this run.
    if (useTargetRun.getState().cancelled || draft?.id !== draftId || !target) {
      return updateCells(draftId, (cells) => hold(cells, webhookId, rest, CANCELLED))
    }
    const request = targetRequestOf(draft, target, messageId, again)
    if (!request) continue
    updateCells(draftId, (cells) => withCell(cells, webhookId, messageId, { state: 'sending' }))
    const outcome = await useSendsStore
      .getState()
      .sendAlongside(request, (change) =>
        updateCells(draftId, (cells) =>
          withCell(
            cells,
            webhookId,
            messageId,
            change.wait ? { state: 'waiting', wait: change.wait } : { state: 'sending' },
          ),
        ),
      )
    if (outcome.phase !== 'sent') {
      const error: RpcErrorData =
        outcome.phase === 'failed'
          ? outcome.error
          : { kind: 'unknownOutcome', message: currentTranslator()('composer.send.unfinished') }
      // Cancelled before Discord had it: not a failure, the rest simply does not go this run.
      if (error.kind === 'cancelled')
        return updateCells(draftId, (cells) => hold(cells, webhookId, rest, CANCELLED))
      updateCells(draftId, (cells) => withFailure(cells, webhookId, messageId, error, rest.slice(1)))
      const index = draft.messages.findIndex((message) => message.id === messageId)
      return reactToFailure(error, draft, request, index)
    }
    const sent: MessageSent = {
      at: new Date().toISOString(),
      messageId: outcome.message.id,
      channelId: outcome.message.channel_id,
      link: messageLink(guildOf(webhookId), outcome.message),
    }
    if (useDraftsStore.getState().draft?.id === draftId) {
      useDraftsStore.getState().record((current) => recordTargetSent(current, webhookId, messageId, sent))
    }
    updateCells(draftId, (cells) => withCell(cells, webhookId, messageId, undefined))
  }
}

/** Every message reached every target: the draft as a whole is sent, named by its first target's first. */
export function markTargetsSent(draftId: string): void {
  const draft = useDraftsStore.getState().draft
  if (draft?.id !== draftId || !isSentToAllTargets(draft)) return
  const [target] = draft.targets
  const first = target && draft.messages[0] && target.sent?.[draft.messages[0].id]
  if (!target || !first) return
  useDraftsStore.getState().markSent(sentRecord(draft, target.webhookId, first))
}

function sentRecord(draft: Draft, webhookId: string, first: MessageSent): DraftSent {
  return {
    at: new Date().toISOString(),
    webhookId,
    messageId: first.messageId,
    channelId: first.channelId,
    link: first.link,
    fingerprint: sentFingerprint(draft),
    action: 'send',
    fileNames: draft.messages.flatMap((message) => message.files.map((file) => file.name)),
  }
}
