import type { Draft, DraftTarget } from './draft'

/** The name a new draft gets; later ones are "Draft N" while one is called this. */
export const UNTITLED_DRAFT = 'Untitled draft'

const DEFAULT_NAME = /^(Untitled draft|Draft \d+)$/

/** What a new draft's body holds: no content, and pings to nobody. */
function isDefaultBodyValue(key: string, value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (key === 'allowed_mentions') {
    const entries = Object.entries(value as Record<string, unknown>)
    return entries.every(([name, part]) => name === 'parse' && Array.isArray(part) && part.length === 0)
  }
  return false
}

/** A target a new draft may start with: a saved webhook, no thread, nothing posted to it. */
function isDefaultTarget(target: DraftTarget): boolean {
  return target.kind === 'saved' && target.thread === undefined && target.sent === undefined
}

/**
 * A draft as "New draft" made it and nobody used: one message with no content, embeds, components,
 * files or other body field, pings to nobody, not an edit, never sent, under a default name, and no
 * target but the saved webhooks a new draft starts with after a send (no pasted URL, no thread). "New
 * draft" opens such a draft again, with the targets it asks for, instead of making one more (issue 20:
 * fourteen "Untitled draft"s after one afternoon). Typed and deleted again is untouched: emptiness counts.
 */
export function isUntouchedEmpty(draft: Draft): boolean {
  if (draft.sent || !draft.targets.every(isDefaultTarget) || !DEFAULT_NAME.test(draft.name)) return false
  if (draft.messages.length !== 1) return false
  const [message] = draft.messages
  if (!message || message.files.length > 0 || message.reference || message.sent) return false
  if (message.threadId !== undefined || message.classic !== undefined || message.name) return false
  return Object.entries(message.data).every(([key, value]) => isDefaultBodyValue(key, value))
}
