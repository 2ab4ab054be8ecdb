import { attachmentsOfMessage } from '@shared/discord/messageAttachments'
import type { Draft, DraftReference, DraftSent } from '@shared/drafts/draft'
import { fileRefsOf } from '@shared/drafts/sendInput'
import type { SentMessage, Target } from '@shared/rpc/areas/send'
import type { SendRequest } from '@renderer/store/sends/store'
import { sentFingerprint } from './resend'

export type ReadyTarget = { target: Target; threadId?: string }

/** What Send posts for message `index` of the draft: a new message, or the edit its reference names. */
export function sendRequestOf(
  draft: Draft,
  ready: ReadyTarget,
  index = 0,
  again = false,
): SendRequest | undefined {
  const message = draft.messages[index]
  if (!message) return undefined
  const chosen = draft.targets[0]
  const files = fileRefsOf(message)
  const reference = message.reference
  if (!reference) {
    return {
      draftId: draft.id,
      action: 'send',
      target: ready.target,
      savedWebhookId: chosen?.kind === 'saved' ? chosen.webhookId : undefined,
      data: message.data,
      files,
      threadId: ready.threadId ?? message.threadId,
      record: { messageId: message.id, again },
    }
  }
  // An edit goes through the webhook that sent the message, whatever "Send to" shows now.
  const sameWebhook =
    chosen?.webhookId === reference.webhookId || webhookIdOfUrl(ready.target) === reference.webhookId
  return {
    draftId: draft.id,
    action: 'edit',
    target: sameWebhook ? ready.target : { kind: 'saved', webhookId: reference.webhookId },
    savedWebhookId: undefined,
    data: message.data,
    files,
    threadId: reference.threadId ?? undefined,
    messageId: reference.messageId,
    keepAttachmentIds: reference.kept.map((attachment) => attachment.id),
  }
}

/** https://discord.com/channels/<server>/<channel>/<message>; null when the server is not known. */
export function messageLink(guildId: string | null | undefined, message: SentMessage): string | null {
  return guildId ? `https://discord.com/channels/${guildId}/${message.channel_id}/${message.id}` : null
}

/** The record markSent keeps: what was posted, where, and the fingerprint an unchanged resend matches. */
export function sentRecordOf(
  draft: Draft,
  request: SendRequest,
  message: SentMessage,
  link: string | null,
  at: string,
): DraftSent {
  // Discord names the webhook in the message it returns; the target names it too, whatever its kind.
  const webhookId =
    typeof message.webhook_id === 'string' ? message.webhook_id : (webhookIdOf(draft, request.target) ?? '')
  return {
    at,
    webhookId,
    messageId: message.id,
    channelId: message.channel_id,
    link,
    fingerprint: sentFingerprint(draft),
    action: request.action,
    fileNames: request.files.map((file) => file.name ?? ''),
  }
}

/** The webhook a send goes through: saved by id, sealed as the draft records, pasted as its URL names. */
export function webhookIdOf(draft: Draft, target: Target): string | undefined {
  if (target.kind === 'saved') return target.webhookId
  return draft.targets[0]?.webhookId ?? webhookIdOfUrl(target)
}

/** The webhook id a pasted URL names: …/webhooks/<id>/<token>. */
function webhookIdOfUrl(target: Target): string | undefined {
  return target.kind === 'url' ? /\/webhooks\/(\d{17,20})\//.exec(target.url)?.[1] : undefined
}

/** Keys an edit cannot carry: they only mean something when a message is created. */
const CREATE_ONLY = ['thread_name', 'applied_tags', 'username', 'avatar_url', 'tts']

/** The body to edit from: what was sent, without what only a new message takes. */
export function editableBody(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !CREATE_ONLY.includes(key)))
}

/**
 * "Edit it": the reference that turns the draft into an edit of the message just sent. A message posted
 * into a thread (or as a new forum post) lives in that thread, which is its channel.
 */
export function referenceFromSent(
  sent: DraftSent,
  message: SentMessage,
  body: Record<string, unknown>,
  inThread: boolean,
): DraftReference {
  const flags = typeof message.flags === 'number' ? message.flags : 0
  // Every file it holds, those its embeds show included (Discord hides them from message.attachments).
  const kept = attachmentsOfMessage(message)
  return {
    messageId: message.id,
    webhookId: sent.webhookId,
    threadId: inThread ? message.channel_id : null,
    entryId: null,
    // As History's: the files listed, so Save edit can name one the user removed.
    before: { ...body, attachments: kept.map(({ id, filename }) => ({ id, filename })) },
    kept,
    componentsV2: (flags & (1 << 15)) !== 0,
  }
}
