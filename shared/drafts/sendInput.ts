import type { FileRef, Target } from '../rpc/areas/send'
import type { Draft, DraftMessage, DraftTarget } from './draft'

/** A draft target as a send needs it: the contract's target, the webhook it names, and its thread. */
export type SendTarget = { target: Target; webhookId: string; threadId?: string }

/**
 * The one place that reads `draft.targets`: a per-target thread (when the draft records one) is picked
 * up here, so every sender honours it alike.
 */
export function sendTargetsOf(draft: Pick<Draft, 'targets'>): SendTarget[] {
  return draft.targets.map((chosen) => sendTargetOf(chosen))
}

export function sendTargetOf(chosen: DraftTarget): SendTarget {
  const threadId = (chosen as { threadId?: unknown }).threadId
  const target: Target =
    chosen.kind === 'saved'
      ? { kind: 'saved', webhookId: chosen.webhookId }
      : { kind: 'sealed', ref: chosen.ref }
  return { target, webhookId: chosen.webhookId, ...(typeof threadId === 'string' ? { threadId } : {}) }
}

/** A draft message's files as the send contract names them (staged handles, never paths). */
export function fileRefsOf(message: DraftMessage): FileRef[] {
  return message.files.map(({ handle, name, description, spoiler }) => ({
    handle,
    name,
    description,
    spoiler,
  }))
}

/** message.send's input for one new message of a draft to one target. */
export function sendInputOf(message: DraftMessage, to: SendTarget) {
  return {
    target: to.target,
    message: message.data,
    // The target's own thread wins; a message may name one of its own (`?thread_id=`).
    threadId: to.threadId ?? message.threadId,
    files: fileRefsOf(message),
    wait: true,
  }
}
