import type { Draft, DraftMessage, DraftSummary } from '@shared/drafts/draft'
import { isUntouchedEmpty } from '@shared/drafts/untouched'

const PREVIEW_MAX = 120
/** Enough for any search a person types; a long draft is found by its first few hundred words. */
const WORDS_MAX = 4000
/** The body fields people write words in (not URLs, ids or colours). */
const TEXT_KEYS = new Set([
  'content',
  'title',
  'description',
  'name',
  'value',
  'text',
  'label',
  'thread_name',
])

/** The drafts list's row: a few words of the first message, whether it was sent or edits a message. */
export function summaryOf(draft: Draft): DraftSummary {
  return {
    id: draft.id,
    name: draft.name,
    updatedAt: draft.updatedAt,
    preview: previewOf(draft.messages[0]),
    sentAt: draft.sent?.at ?? null,
    editing: draft.messages.some((message) => message.reference !== undefined),
    untouched: isUntouchedEmpty(draft),
    words: wordsOf(draft),
    messageIds: messageIdsOf(draft),
  }
}

function messageIdsOf(draft: Draft): string[] {
  const ids = draft.messages.flatMap((message) => [message.sent?.messageId, message.reference?.messageId])
  return [...new Set([draft.sent?.messageId, ...ids].filter((id): id is string => id !== undefined))]
}

function wordsOf(draft: Draft): string {
  const found: string[] = []
  const walk = (value: unknown, key: string | undefined): void => {
    if (typeof value === 'string') {
      if (key !== undefined && TEXT_KEYS.has(key)) found.push(value)
    } else if (Array.isArray(value)) for (const item of value) walk(item, key)
    else if (value && typeof value === 'object' && key !== 'allowed_mentions') {
      for (const [name, inner] of Object.entries(value)) walk(inner, name)
    }
  }
  for (const message of draft.messages) walk(message.data, undefined)
  return found.join(' ').replace(/\s+/g, ' ').trim().slice(0, WORDS_MAX)
}

function previewOf(message: DraftMessage | undefined): string {
  const data = message?.data ?? {}
  const embed = Array.isArray(data.embeds)
    ? (data.embeds[0] as Record<string, unknown> | undefined)
    : undefined
  const text = [data.content, embed?.title, embed?.description].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, PREVIEW_MAX)
}

export function handlesOf(draft: Pick<Draft, 'messages'>): string[] {
  return draft.messages.flatMap((message) => message.files.map((file) => file.handle))
}

export function sealedRefsOf(draft: Pick<Draft, 'targets'>): string[] {
  return draft.targets.flatMap((target) => (target.kind === 'sealed' ? [target.ref] : []))
}
