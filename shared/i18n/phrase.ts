import type { MessageKey, Translate } from './translate'

/**
 * A sentence carried as its message id and arguments instead of as text, so the side that shows it (the
 * page, the CLI) says it in its reader's language. Values are plain strings and numbers because phrases
 * cross the RPC boundary as JSON; `parts` are arguments that are phrases themselves (a field's name in
 * "The title is required."), said in the same language before the sentence is.
 */
export type Phrase = {
  id: MessageKey
  values?: Record<string, string | number>
  parts?: Record<string, Phrase>
}

/** A phrase in the reader's language; the fallback (usually the English text beside it) without one. */
export function phraseText(t: Translate, phrase: Phrase | undefined, fallback: string): string {
  if (!phrase) return fallback
  if (!phrase.parts) return t(phrase.id, phrase.values)
  const values: Record<string, string | number> = { ...phrase.values }
  for (const [name, part] of Object.entries(phrase.parts)) values[name] = phraseText(t, part, '')
  return t(phrase.id, values)
}
