import { embedColor } from '../preview/embed/embedColor'

/** A changed value as a person reads it: the text, and for a colour the CSS colour of its swatch. */
export type ShownValue = { text: string; swatch?: string }

/** Message flags a webhook body can carry, in words (discord-wire: message flags). */
const MESSAGE_FLAGS: readonly [bit: number, name: string][] = [
  [1 << 2, 'embeds hidden'],
  [1 << 12, 'silent'],
  [1 << 15, 'components v2'],
]

/** Keys whose number is a colour: an embed's colour, a container's accent colour. */
const COLOUR_KEYS = new Set(['color', 'accent_color'])

/** Keys whose text is an ISO 8601 time: an embed's timestamp, Discord's edited_timestamp. */
const TIME_KEYS = new Set(['timestamp', 'edited_timestamp'])

const defaultTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * How every diff view shows a value at `path` (as diffMessages names it, `embeds[0].color`): colours as
 * hex with a swatch, times as dates in the user's locale, booleans and message flags as words, other
 * leaves as they are and objects as JSON.
 */
export function showDiffValue(
  path: string,
  value: unknown,
  timeFormat: Intl.DateTimeFormat = defaultTimeFormat,
): ShownValue {
  const key = lastKey(path)
  if (COLOUR_KEYS.has(key)) {
    const css = embedColor(value)
    if (css) return { text: css.toUpperCase(), swatch: css }
  }
  if (TIME_KEYS.has(key) && typeof value === 'string') {
    const time = Date.parse(value)
    if (!Number.isNaN(time)) return { text: timeFormat.format(new Date(time)) }
  }
  if (path === 'flags' && typeof value === 'number' && Number.isInteger(value))
    return { text: flagWords(value) }
  if (typeof value === 'boolean') return { text: value ? 'yes' : 'no' }
  if (typeof value === 'string') return { text: value }
  return { text: JSON.stringify(value) }
}

/** "silent, embeds hidden"; bits Herald has no word for are named by their number. */
export function flagWords(flags: number): string {
  if (flags === 0) return 'none'
  const words: string[] = []
  let rest = flags
  for (const [bit, name] of MESSAGE_FLAGS) {
    if ((flags & bit) === 0) continue
    words.push(name)
    rest &= ~bit
  }
  for (let bit = 0; bit < 31; bit++) if (rest & (1 << bit)) words.push(`flag 1<<${bit}`)
  return words.join(', ')
}

/** `embeds[0].color` → "color"; `content` → "content". */
function lastKey(path: string): string {
  const match = /([A-Za-z_]+)(?:\[\d+\])*$/.exec(path)
  return match?.[1] ?? path
}
