import type { Draft, DraftMessage, DraftTarget, MessageSent, TargetThread } from '@shared/drafts/draft'

// The draft's targets as pure changes. One target is today's composer: each message keeps its own
// thread. With several targets a thread belongs to a target (each channel has its own threads), so
// going from one to two moves the messages' thread onto the first target, and back again.

/** The draft's schema allows this many targets. */
export const TARGETS_MAX = 10

/** Several targets: every message goes to each of them, each target in its own thread. */
export function isMulti(draft: Pick<Draft, 'targets'>): boolean {
  return draft.targets.length > 1
}

/** Whether "Add another target" is offered: only saved webhooks go multi, and never an edit. */
export function canAddTarget(draft: Pick<Draft, 'targets' | 'messages'>): boolean {
  return (
    draft.targets.length > 0 &&
    draft.targets.length < TARGETS_MAX &&
    draft.targets.every((target) => target.kind === 'saved') &&
    !draft.messages.some((message) => message.reference)
  )
}

/**
 * Appends a saved webhook; the second one moves the messages' thread onto the first target, and what was
 * posted to it (messages[n].sent) into its own record, so that nothing it got goes to it again.
 */
export function addTarget(draft: Draft, webhookId: string): Draft {
  if (!canAddTarget(draft) || draft.targets.some((target) => target.webhookId === webhookId)) return draft
  const added: DraftTarget = { kind: 'saved', webhookId }
  const [first] = draft.targets
  if (draft.targets.length !== 1 || !first) return { ...draft, targets: [...draft.targets, added] }
  const thread = threadOfMessages(draft.messages)
  const sent = Object.fromEntries(draft.messages.flatMap((m) => (m.sent ? [[m.id, m.sent] as const] : [])))
  const records = Object.keys(sent).length > 0 ? { sent } : {}
  return {
    ...draft,
    messages: draft.messages.map((message) => withoutSent(withoutThread(message))),
    targets: [{ ...plain(first), ...(thread ? { thread } : {}), ...records }, added],
  }
}

/**
 * Removes target `index`; back to one, its thread goes back to the messages, and what was posted to it
 * becomes the messages' own record (messages[n].sent): a target keeps what it got whatever the list does.
 */
export function removeTarget(draft: Draft, index: number): Draft {
  if (!draft.targets[index] || draft.targets.length < 2) return draft
  const targets = draft.targets.filter((_, at) => at !== index)
  const [only] = targets
  if (targets.length !== 1 || !only) return { ...draft, targets }
  const messages = messagesInThread(draft.messages, only.thread).map((message) => {
    const sent = only.sent?.[message.id]
    return sent ? { ...message, sent } : withoutSent(message)
  })
  return { ...draft, messages, targets: [plain(only)] }
}

export function setTargetThread(draft: Draft, index: number, thread: TargetThread): Draft {
  const current = draft.targets[index]
  if (!current) return draft
  const clean = cleanThread(thread)
  const { thread: _old, ...rest } = current
  const next = clean ? { ...rest, thread: clean } : rest
  return { ...draft, targets: draft.targets.map((target, at) => (at === index ? next : target)) }
}

/** One message reached one target (by webhook id, so a target removed meanwhile is simply skipped). */
export function recordTargetSent(
  draft: Draft,
  webhookId: string,
  messageId: string,
  sent: MessageSent,
): Draft {
  const targets = draft.targets.map((target) =>
    target.webhookId === webhookId ? { ...target, sent: { ...target.sent, [messageId]: sent } } : target,
  )
  return { ...draft, targets }
}

/** A new run starts: no message counts as posted to any target. */
export function clearTargetsSent(draft: Draft): Draft {
  if (!draft.targets.some((target) => target.sent)) return draft
  return { ...draft, targets: draft.targets.map(plainRecords) }
}

/** The target without the run's records. */
export function plainRecords<T extends DraftTarget>(target: T): T {
  const { sent: _sent, ...rest } = target
  return rest as T
}

function plain(target: DraftTarget): DraftTarget {
  const { thread: _thread, ...rest } = plainRecords(target)
  return rest
}

function cleanThread(thread: TargetThread): TargetThread | undefined {
  if (thread.threadId) return { threadId: thread.threadId }
  const name = thread.threadName ?? ''
  const tags = thread.appliedTags ?? []
  if (name === '' && tags.length === 0) return undefined
  return { ...(name !== '' ? { threadName: name } : {}), ...(tags.length > 0 ? { appliedTags: tags } : {}) }
}

/** The first message's thread stands for the draft's: an existing thread, or a new post's name and tags. */
function threadOfMessages(messages: readonly DraftMessage[]): TargetThread | undefined {
  const first = messages[0]
  if (!first) return undefined
  const name = first.data.thread_name
  const tags = first.data.applied_tags
  return cleanThread({
    ...(first.threadId ? { threadId: first.threadId } : {}),
    ...(typeof name === 'string' ? { threadName: name } : {}),
    ...(Array.isArray(tags) ? { appliedTags: tags.filter((tag) => typeof tag === 'string') } : {}),
  })
}

function withoutSent(message: DraftMessage): DraftMessage {
  const { sent: _sent, ...rest } = message
  return rest
}

function withoutThread(message: DraftMessage): DraftMessage {
  const { threadId: _thread, ...rest } = message
  const { thread_name: _name, applied_tags: _tags, ...data } = message.data
  return { ...rest, data }
}

/** Back to one target: an existing thread holds every message; a new post's name goes on the first. */
function messagesInThread(
  messages: readonly DraftMessage[],
  thread: TargetThread | undefined,
): DraftMessage[] {
  return messages.map((message, index) => {
    if (thread?.threadId) return { ...message, threadId: thread.threadId }
    if (index !== 0 || !thread?.threadName) return message
    const tags = thread.appliedTags ?? []
    const data = {
      ...message.data,
      thread_name: thread.threadName,
      ...(tags.length > 0 ? { applied_tags: tags } : {}),
    }
    return { ...message, data }
  })
}
