import type { Draft, DraftTarget } from '@shared/drafts/draft'
import type { SendRequest } from '@renderer/store/sends/store'
import { sendInputOf } from '@shared/drafts/sendInput'

// A run to several targets as pure data: what is still to post to each target, and the request that
// posts one message to one target. What was posted is recorded per target in the draft (targets[n].sent),
// so the plan taken again after a failure ("Retry failed") holds exactly what failed or never went.

/** One target's share of a run: the messages it has no record of, in the draft's order. */
export type TargetJob = { webhookId: string; messageIds: string[] }

export function targetPlan(draft: Pick<Draft, 'targets' | 'messages'>): TargetJob[] {
  return draft.targets.flatMap((target) => {
    const messageIds = draft.messages.filter((message) => !target.sent?.[message.id]).map((m) => m.id)
    return messageIds.length > 0 ? [{ webhookId: target.webhookId, messageIds }] : []
  })
}

/** Some messages reached some targets and some did not: Send becomes "Retry failed". */
export function isPartlySentToTargets(draft: Pick<Draft, 'targets' | 'messages'>): boolean {
  const posted = draft.targets.flatMap((target) => draft.messages.map((m) => Boolean(target.sent?.[m.id])))
  return posted.some(Boolean) && posted.some((done) => !done)
}

/** Every message reached every target. */
export function isSentToAllTargets(draft: Pick<Draft, 'targets' | 'messages'>): boolean {
  return draft.targets.length > 0 && targetPlan(draft).length === 0
}

/** The send of message `messageId` to `target`: its body without the messages' own thread keys. */
export function targetRequestOf(
  draft: Draft,
  target: DraftTarget,
  messageId: string,
  again = false,
): SendRequest | undefined {
  const message = draft.messages.find((item) => item.id === messageId)
  if (!message) return undefined
  // A new forum post opens with the first message; what this target already got names the post.
  const opened = Object.values(target.sent ?? {})[0]
  const input = sendInputOf(message, target, opened, true)
  return {
    draftId: draft.id,
    action: 'send',
    target: input.target,
    // The last target used is remembered for a single send; a run to several leaves it alone.
    savedWebhookId: undefined,
    data: input.message,
    files: input.files,
    threadId: input.threadId,
    record: { messageId, again },
  }
}
