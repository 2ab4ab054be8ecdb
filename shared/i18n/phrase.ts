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
  /** Arguments that are lists ("a, b and c"), joined in the reader's language. */
  lists?: Record<string, PhraseList>
}

/** A list of names said inside a sentence; `quoted` puts each in the language's quotation marks. */
export type PhraseList = { items: string[]; quoted?: boolean }

/** A phrase in the reader's language; the fallback (usually the English text beside it) without one. */
export function phraseText(t: Translate, phrase: Phrase | undefined, fallback: string): string {
  if (!phrase) return fallback
  if (!phrase.parts && !phrase.lists) return t(phrase.id, phrase.values)
  const values: Record<string, string | number> = { ...phrase.values }
  for (const [name, part] of Object.entries(phrase.parts ?? {})) values[name] = phraseText(t, part, '')
  for (const [name, list] of Object.entries(phrase.lists ?? {})) values[name] = listText(t, list)
  return t(phrase.id, values)
}

/** The language a translator speaks (createTranslator records it); English for one that does not say. */
function languageOf(t: Translate): string {
  return (t as Translate & { languageTag?: string }).languageTag ?? 'en'
}

/**
 * A list as the reader's language joins it (Intl.ListFormat: "a, b and c", "a, b und c", "a, b и c"),
 * each name in that language's quotation marks when `quoted`. A translator that does not name its
 * language (a test's stand-in) joins the English way.
 */
export function listText(t: Translate, list: PhraseList): string {
  const tag = languageOf(t)
  const items = list.quoted ? list.items.map((text) => t('last.quoted', { text })) : list.items
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(items)
}

/** A list's English, as the message written beside its phrase says it. */
export function englishList(list: PhraseList): string {
  const items = list.quoted ? list.items.map((text) => `"${text}"`) : list.items
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(items)
}

/** The separator between values in a list, per language; a comma and a space where not named here. */
const VALUE_SEPARATORS: Record<string, string> = { ar: '، ' }

/**
 * Values listed after a colon (file names, channels, ids): no "and" (they are data, not prose, and a
 * reader scans them), but the language's own comma, so an Arabic list reads "a.png، b.png".
 */
export function valueList(t: Translate, items: readonly string[]): string {
  const tag = languageOf(t)
  return items.join(VALUE_SEPARATORS[tag.split('-')[0] ?? ''] ?? ', ')
}
