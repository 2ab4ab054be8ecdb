import { create } from 'zustand'
import type { DraftMessage } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'

/**
 * The run of sends under way or last ended, for the open draft: which message is going now and which
 * one failed, with Discord's reason. What was sent is in the draft itself (`messages[n].sent`), so it
 * survives a reload; the failure's reason is this session's only.
 */
export type SendRun = {
  draftId: string | undefined
  sendingId: string | undefined
  failed: { messageId: string; error: RpcErrorData } | undefined
}

export const useSendRun = create<SendRun>()(() => ({
  draftId: undefined,
  sendingId: undefined,
  failed: undefined,
}))

export type MessageSendState = 'sent' | 'sending' | 'failed' | 'notSent' | 'draft'

/**
 * One message's place in the run: posted, going now, failed, waiting behind a failure or a stop, or
 * simply a draft nobody tried to send yet.
 */
export function messageSendState(
  message: Pick<DraftMessage, 'id' | 'sent'>,
  run: SendRun,
  draftId: string,
  runStarted: boolean,
): MessageSendState {
  if (message.sent) return 'sent'
  const mine = run.draftId === draftId
  if (mine && run.sendingId === message.id) return 'sending'
  if (mine && run.failed?.messageId === message.id) return 'failed'
  return runStarted ? 'notSent' : 'draft'
}

/** Some messages were posted and some not: Send becomes Resume, and goes on from the first unsent. */
export function isPartlySent(messages: readonly Pick<DraftMessage, 'sent'>[]): boolean {
  return messages.some((message) => message.sent) && messages.some((message) => !message.sent)
}
