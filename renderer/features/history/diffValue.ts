import type { Formats, MessageKey, Translate } from '@shared/i18n'
import { embedColor } from '../preview/embed/embedColor'

/** A changed value as a person reads it: the text, and for a colour the CSS colour of its swatch. */
export type ShownValue = { text: string; swatch?: string }

/** The page's words and formats a diff needs: times with seconds, since an edit can be seconds apart. */
export type DiffWords = {
  t: Translate
  time: Pick<Intl.DateTimeFormat, 'format'>
  list: Formats['list']
}

/** Message flags a webhook body can carry, in words (discord-wire: message flags). */
const MESSAGE_FLAGS: readonly [bit: number, name: MessageKey][] = [
  [1 << 2, 'history.diff.flag.suppressEmbeds'],
  [1 << 12, 'history.diff.flag.silent'],
  [1 << 15, 'history.diff.flag.componentsV2'],
]

/** Keys whose number is a colour: an embed's colour, a container's accent colour. */
const COLOUR_KEYS = new Set(['color', 'accent_color'])

/** Keys whose text is an ISO 8601 time: an embed's timestamp, Discord's edited_timestamp. */
const TIME_KEYS = new Set(['timestamp', 'edited_timestamp'])

/**
 * How every diff view shows a value at `path` (as diffMessages names it, `embeds[0].color`): colours as
 * hex with a swatch, times as dates in the page's locale, booleans and message flags as words, other
 * leaves as they are and objects as JSON.
 */
export function showDiffValue(path: string, value: unknown, words: DiffWords): ShownValue {
  const key = lastKey(path)
  if (COLOUR_KEYS.has(key)) {
    const css = embedColor(value)
    if (css) return { text: css.toUpperCase(), swatch: css }
  }
  if (TIME_KEYS.has(key) && typeof value === 'string') {
    const time = Date.parse(value)
    if (!Number.isNaN(time)) return { text: words.time.format(new Date(time)) }
  }
  if (path === 'flags' && typeof value === 'number' && Number.isInteger(value))
    return { text: flagWords(words, value) }
  if (typeof value === 'boolean') return { text: words.t(value ? 'history.diff.yes' : 'history.diff.no') }
  if (typeof value === 'string') return { text: value }
  return { text: JSON.stringify(value) }
}

/** "silent, embeds hidden"; bits Herald has no word for are named by their number. */
export function flagWords({ t, list }: DiffWords, flags: number): string {
  if (flags === 0) return t('history.diff.flag.none')
  const words: string[] = []
  let rest = flags
  for (const [bit, name] of MESSAGE_FLAGS) {
    if ((flags & bit) === 0) continue
    words.push(t(name))
    rest &= ~bit
  }
  for (let bit = 0; bit < 31; bit++) if (rest & (1 << bit)) words.push(t('history.diff.flag.bit', { bit }))
  return list(words)
}

/** `embeds[0].color` → "color"; `content` → "content". */
function lastKey(path: string): string {
  const match = /([A-Za-z_]+)(?:\[\d+\])*$/.exec(path)
  return match?.[1] ?? path
}
