import type { MessageKey, Translate } from './translate'

/**
 * A sentence carried as its message id and arguments instead of as text, so the side that shows it (the
 * page, the CLI) says it in its reader's language. Values are plain strings and numbers because phrases
 * cross the RPC boundary as JSON.
 */
export type Phrase = { id: MessageKey; values?: Record<string, string | number> }

/** A phrase in the reader's language; the fallback (usually the English text beside it) without one. */
export function phraseText(t: Translate, phrase: Phrase | undefined, fallback: string): string {
  return phrase ? t(phrase.id, phrase.values) : fallback
}
