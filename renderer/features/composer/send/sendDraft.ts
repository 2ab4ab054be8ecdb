import type { Draft } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '@renderer/api/attempt'
import { setReference } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'
import type { SendRequest } from '@renderer/store/sends/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { flatWebhooks } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { focusControl } from '../controlId'
import { plainRecords } from '../target/targets'
import { markForum } from './readinessSources'
import type { ReadyTarget } from './sendRequest'
import {
  editableBody,
  messageLink,
  referenceFromSent,
  sendRequestOf,
  sentRecordOf,
  webhookIdOf,
} from './sendRequest'

/** Discord's answer when a forum or media channel needs a thread name for a new post. */
const FORUM_NEEDS_THREAD_NAME = 220001

export function guildOf(webhookId: string): string | null {
  const webhook = flatWebhooks(useWebhooksStore.getState().servers).find((w) => w.id === webhookId)
  return webhook?.guildId ?? null
}

/** Saves what is typed, then sends (or edits) message `index` of the open draft and records the result. */
export async function sendOpenDraft(ready: ReadyTarget, index: number): Promise<void> {
  await useDraftsStore.getState().flush()
  const draft = useDraftsStore.getState().draft
  const request = draft && sendRequestOf(draft, ready, index)
  if (!draft || !request) return
  const outcome = await useSendsStore.getState().send(request)
  if (outcome.phase === 'failed') return reactToFailure(outcome.error, draft, request, index)
  if (outcome.phase !== 'sent') return
  // The user may have opened another draft meanwhile: the record belongs to the one that was sent.
  const current = useDraftsStore.getState().draft
  if (current?.id !== request.draftId) return
  const webhookId = outcome.message.webhook_id ?? webhookIdOf(current, request.target)
  const link = messageLink(typeof webhookId === 'string' ? guildOf(webhookId) : null, outcome.message)
  const sent = sentRecordOf(current, request, outcome.message, link, new Date().toISOString())
  const inThread = Boolean(request.threadId ?? request.data.thread_name)
  useDraftsStore.getState().markSent(sent, (after) => {
    // A saved edit is the new "before": the next edit compares with what Discord now shows.
    const reference = after.messages[index]?.reference
    if (request.action !== 'edit' || !reference) return after
    const next = referenceFromSent(sent, outcome.message, request.data, inThread)
    return setReference(after, index, { ...next, entryId: reference.entryId, threadId: reference.threadId })
  })
}

export function reactToFailure(error: RpcErrorData, draft: Draft, request: SendRequest, index: number): void {
  if (error.kind !== 'discord' || error.code !== FORUM_NEEDS_THREAD_NAME) return
  const webhookId = webhookIdOf(draft, request.target)
  if (webhookId) markForum(webhookId)
  // The target part shows the thread-name field once it knows; focus it when it has appeared.
  if (request.action === 'send') requestAnimationFrame(() => focusControl(index, 'thread_name'))
}

/**
 * "Edit it": the draft becomes an edit of the message it sent, starting from the body that was sent and
 * keeping the attachments Discord returned. After a reload the message is fetched again from Discord.
 */
export async function editSentMessage(index: number): Promise<RpcErrorData | undefined> {
  const draft = useDraftsStore.getState().draft
  const sent = draft?.sent
  if (!draft || !sent) return undefined
  const outcome = useSendsStore.getState().outcome
  let message =
    outcome.phase === 'sent' && outcome.message.id === sent.messageId ? outcome.message : undefined
  let body = outcome.phase === 'sent' && message ? outcome.body : undefined
  const threadId = draft.messages[index]?.threadId
  const inThread = Boolean(threadId ?? draft.messages[index]?.data.thread_name)
  if (!message || !body) {
    const chosen = draft.targets[0]
    const target =
      chosen?.kind === 'sealed' && chosen.webhookId === sent.webhookId
        ? { kind: 'sealed' as const, ref: chosen.ref }
        : { kind: 'saved' as const, webhookId: sent.webhookId }
    const fetched = await attempt('message.fetch', {
      target,
      messageId: sent.messageId,
      threadId: inThread ? sent.channelId : undefined,
    })
    if (!fetched.ok) return fetched.error
    message = fetched.value.message
    body = draft.messages[index]?.data ?? {}
  }
  const reference = referenceFromSent(sent, message, body, inThread)
  useDraftsStore.getState().apply((current) => {
    const withReference = setReference(current, index, reference)
    const edited = withReference.messages[index]
    if (!edited) return withReference
    const messages = [...withReference.messages]
    const { threadId: _thread, ...rest } = edited
    messages[index] = {
      ...rest,
      data: editableBody(edited.data),
      ...(reference.threadId ? { threadId: reference.threadId } : {}),
    }
    return { ...withReference, messages }
  })
  useSendsStore.getState().dismiss()
  return undefined
}

/**
 * "New draft" after a send: an empty draft to the same saved webhooks (an untouched empty one is reused);
 * the sent one stays in the drafts list as it was. A sealed URL is not shared between drafts (each holds
 * its own vault record), so it is pasted again.
 */
export async function startNewDraft(): Promise<void> {
  useSendsStore.getState().dismiss()
  // The same targets and threads, without the records of the run that just went.
  const targets = (useDraftsStore.getState().draft?.targets ?? [])
    .filter((target) => target.kind === 'saved')
    .map(plainRecords)
  await useDraftsStore.getState().startNew(targets)
}
