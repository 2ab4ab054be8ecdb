import type { Draft, DraftMessage, MessageSent } from '@shared/drafts/draft'
import { DRAFT_MESSAGES_MAX, DRAFT_NAME_MAX } from '@shared/drafts/draft'
import { dropClassic } from './components'
import type { Json } from './data'
import { moveItem, updateMessage } from './data'

// The messages of a draft: sent in order, each with its own body, files and thread. A draft always has
// at least one, and a draft that edits a sent message has exactly one (an edit is one PATCH).

/** A message as "Add message" makes it: empty, pinging nobody, like a new draft's first message. */
export function blankMessage(id: string): DraftMessage {
  return { id, data: { content: '', allowed_mentions: { parse: [] } }, files: [] }
}

function canAdd(draft: Draft): boolean {
  return draft.messages.length < DRAFT_MESSAGES_MAX && !draft.messages.some((message) => message.reference)
}

/** Appends an empty message with this id (ids are made by the caller, so the reducer stays pure). */
export function addMessage(draft: Draft, id: string): Draft {
  if (!canAdd(draft)) return draft
  return { ...draft, messages: [...draft.messages, blankMessage(id)] }
}

/** A copy right after the original: body, files and thread; never its edit reference or sent record. */
export function duplicateMessage(draft: Draft, index: number, id: string): Draft {
  const original = draft.messages[index]
  if (!original || !canAdd(draft)) return draft
  const { reference: _reference, sent: _sent, ...rest } = original
  const copy: DraftMessage = {
    ...rest,
    id,
    data: structuredClone(original.data),
    files: original.files.map((file) => ({ ...file })),
  }
  const messages = [...draft.messages]
  messages.splice(index + 1, 0, copy)
  return { ...draft, messages }
}

/** Removes a message; the last one stays (a draft has at least one). */
export function removeMessage(draft: Draft, index: number): Draft {
  if (draft.messages.length <= 1 || !draft.messages[index]) return draft
  return { ...draft, messages: draft.messages.filter((_, i) => i !== index) }
}

export function moveMessage(draft: Draft, from: number, to: number): Draft {
  const messages = moveItem(draft.messages, from, to)
  return messages.every((message, i) => message === draft.messages[i]) ? draft : { ...draft, messages }
}

/** A name for the messages list; an empty one goes back to "Message N". */
export function renameMessage(draft: Draft, index: number, name: string): Draft {
  const trimmed = name.trim().slice(0, DRAFT_NAME_MAX)
  return updateMessage(draft, index, (message) => {
    const { name: _old, ...rest } = message
    return trimmed ? { ...rest, name: trimmed } : rest
  })
}

/** The whole body at once (the JSON view, "Paste JSON"); files, thread and reference stay. */
export function replaceMessageData(draft: Draft, index: number, data: Json): Draft {
  if (draft.messages[index]?.data === data) return draft
  return updateMessage(draft, index, (message) => ({ ...message, data }))
}

/**
 * Message `messageId` was posted: its record is kept and its staged files are dropped (they went with
 * it). By id, not position, since the list may be reordered while a run of sends is under way.
 */
export function markMessageSent(draft: Draft, messageId: string, sent: MessageSent): Draft {
  const index = draft.messages.findIndex((message) => message.id === messageId)
  // Its files went with it, and the classic content V2 kept aside can no longer come back once sent.
  return updateMessage(draft, index, (message) => ({ ...dropClassic(message), sent, files: [] }))
}

/** A new run of sends starts: no message counts as sent any more. */
export function clearMessagesSent(draft: Draft): Draft {
  if (!draft.messages.some((message) => message.sent)) return draft
  const messages = draft.messages.map((message) => {
    if (!message.sent) return message
    const { sent: _sent, ...rest } = message
    return rest
  })
  return { ...draft, messages }
}

/** The name the messages list and the problems use: its own, or its place in the list. */
export function messageLabel(message: Pick<DraftMessage, 'name'> | undefined, index: number): string {
  return message?.name || `Message ${index + 1}`
}
