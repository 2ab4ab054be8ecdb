import type { FileRef, Target } from '../rpc/areas/send'
import type { DraftMessage, DraftTarget, MessageSent } from './draft'

// How a draft's message goes to one of its targets, as pure data: the page's run to several targets and
// the services' scheduled sends both build their message.send calls here, so they place messages alike.

/** The contract's target for a draft target (a saved webhook by id, a sealed URL by its vault record). */
export function rpcTargetOf(target: DraftTarget): Target {
  return target.kind === 'saved'
    ? { kind: 'saved', webhookId: target.webhookId }
    : { kind: 'sealed', ref: target.ref }
}

/** A draft message's files as the send contract names them (staged handles, never paths). */
export function fileRefsOf(message: Pick<DraftMessage, 'files'>): FileRef[] {
  return message.files.map(({ handle, name, description, spoiler }) => ({
    handle,
    name,
    description,
    spoiler,
  }))
}

export type Placement = { threadId?: string; threadName?: string; appliedTags?: string[] }

/**
 * Where the next message lands in a target's channel when the target carries its own thread: its
 * existing thread; or, for a new forum post, the post's name and tags on the first message and the post
 * itself (the thread the first one opened, `opened`) after it.
 */
export function placementOf(target: Pick<DraftTarget, 'thread'>, opened: MessageSent | undefined): Placement {
  const thread = target.thread
  if (thread?.threadId) return { threadId: thread.threadId }
  if (!thread?.threadName) return {}
  if (opened) return { threadId: opened.channelId }
  return { threadName: thread.threadName, appliedTags: thread.appliedTags ?? [] }
}

/**
 * message.send's input for one new message of a draft to one target. With several targets the target's
 * placement decides the thread and the message's own thread keys are dropped; with one target (no
 * `thread` on it) the message keeps its own thread, as the composer shows it.
 */
export function sendInputOf(
  message: DraftMessage,
  target: DraftTarget,
  opened: MessageSent | undefined,
  several: boolean,
) {
  const files = fileRefsOf(message)
  if (!several && !target.thread) {
    return { target: rpcTargetOf(target), message: message.data, threadId: message.threadId, files }
  }
  const place = placementOf(target, opened)
  const { thread_name: _name, applied_tags: _tags, ...body } = message.data
  const tags = place.appliedTags ?? []
  const data = place.threadName
    ? { ...body, thread_name: place.threadName, ...(tags.length > 0 ? { applied_tags: tags } : {}) }
    : body
  return { target: rpcTargetOf(target), message: data, threadId: place.threadId, files }
}
