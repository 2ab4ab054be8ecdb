import type { Draft } from '@shared/drafts/draft'
import type { SendRecord } from '@shared/drafts/sendRecord'
import { sendFingerprint } from '@shared/drafts/sendRecord'
import { rpcTargetOf } from '@shared/drafts/sendInput'
import { useDraftsStore } from '@renderer/store/drafts/store'
import type { SendRequest } from '@renderer/store/sends/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { recordTargetSent } from '../target/targets'
import { useSendRun } from './runStore'
import { guildOf } from './sendDraft'
import { messageLink, sendRequestOf } from './sendRequest'
import { markDraftSent } from './sendRun'
import { targetRequestOf } from './targetPlan'
import { markTargetsSent } from './targetRun'
import { useTargetRun } from './targetRunStore'

// The draft's own records (messages[n].sent, targets[n].sent) are what Resume and "Retry failed" plan
// from. A send this page did not see answer (it was reloaded, or another page sent) is in the services'
// ledger: its "sent" records are copied into the draft, so the draft never plans that message again.

/** This page has a send under way: it records its own results, and the ledger waits until it ends. */
export function pageIsSending(): boolean {
  const sends = useSendsStore.getState()
  return (
    sends.outcome.phase === 'sending' ||
    sends.alongside.length > 0 ||
    useTargetRun.getState().running ||
    useSendRun.getState().sendingId !== undefined
  )
}

/** Copies the ledger's sent records of the open draft that the draft lacks into it. */
export function applyLedger(records: readonly SendRecord[]): void {
  const draft = useDraftsStore.getState().draft
  if (!draft || pageIsSending()) return
  const sent = records.filter((record) => record.draftId === draft.id && record.state === 'sent')
  if (sent.length === 0) return
  if (draft.targets.length > 1) applyToTargets(draft, sent)
  else applyToMessages(draft, sent)
}

/** The ledger's sent record of what `request` posts, when it is about exactly that body. */
function recordOf(
  records: readonly SendRecord[],
  webhookId: string,
  messageId: string,
  request: SendRequest | undefined,
): SendRecord | undefined {
  if (!request) return undefined
  const fingerprint = sendFingerprint(
    request.data,
    request.threadId,
    request.files.map((file) => file.name ?? ''),
  )
  return records.find(
    (record) =>
      record.webhookId === webhookId && record.messageId === messageId && record.fingerprint === fingerprint,
  )
}

function sentOf(record: SendRecord) {
  const { messageId, channelId } = record.sent ?? { messageId: '', channelId: '' }
  return {
    at: record.settledAt ?? record.startedAt,
    messageId,
    channelId,
    link: messageLink(guildOf(record.webhookId), { id: messageId, channel_id: channelId }),
  }
}

function applyToMessages(draft: Draft, records: readonly SendRecord[]): void {
  const target = draft.targets[0]
  if (!target) return
  const found = draft.messages.flatMap((message, index) => {
    if (message.sent) return []
    const request = sendRequestOf(draft, { target: rpcTargetOf(target) }, index)
    const record = recordOf(records, target.webhookId, message.id, request)
    return record?.sent ? [{ id: message.id, record }] : []
  })
  if (found.length === 0) return
  for (const { id, record } of found) useDraftsStore.getState().markMessageSent(id, sentOf(record))
  if (!draft.sent)
    markDraftSent(
      draft.id,
      target.webhookId,
      found.flatMap(({ record }) => record.fileNames),
    )
}

function applyToTargets(draft: Draft, records: readonly SendRecord[]): void {
  const found = draft.targets.flatMap((target) =>
    draft.messages.flatMap((message) => {
      if (target.sent?.[message.id]) return []
      const record = recordOf(
        records,
        target.webhookId,
        message.id,
        targetRequestOf(draft, target, message.id),
      )
      return record?.sent ? [{ webhookId: target.webhookId, id: message.id, record }] : []
    }),
  )
  if (found.length === 0) return
  useDraftsStore
    .getState()
    .record((current) =>
      found.reduce(
        (next, { webhookId, id, record }) => recordTargetSent(next, webhookId, id, sentOf(record)),
        current,
      ),
    )
  markTargetsSent(draft.id)
}
