import { COLOR_MAX } from '@shared/discord'
import { CSS_COLOUR_NAMES } from './cssColourNames'

/** How many recently used colours are offered. */
export const RECENT_COLOURS_MAX = 8

/** Discord's colour integer as "#rrggbb". */
export function toHex(color: number): string {
  return `#${Math.max(0, Math.min(COLOR_MAX, Math.trunc(color)))
    .toString(16)
    .padStart(6, '0')}`
}

/** "#rgb", "rgb", "#rrggbb" or "rrggbb" as Discord's integer; undefined for anything else. */
export function parseHex(text: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim())
  if (!match) return undefined
  const digits = match[1]!
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return Number.parseInt(full, 16)
}

/** What a colour box accepts, in the words of its error. */
export const COLOUR_FORMATS =
  'A colour is a hex code of 3 or 6 digits, like #5865f2 or #fff, or a CSS colour name, like purple.'

export type ColourReading =
  { kind: 'empty' } | { kind: 'colour'; color: number } | { kind: 'invalid'; reason: string }

/**
 * What the text of a colour box stands for: a hex code, a CSS colour name, nothing (an empty box), or
 * text that is not a colour, with what is wrong with it first and then what is accepted.
 */
export function readColour(text: string): ColourReading {
  const typed = text.trim()
  if (typed === '') return { kind: 'empty' }
  const hex = parseHex(typed)
  if (hex !== undefined) return { kind: 'colour', color: hex }
  const named = CSS_COLOUR_NAMES.get(typed.toLowerCase())
  if (named !== undefined) return { kind: 'colour', color: named }
  return { kind: 'invalid', reason: `${whatIsWrong(typed)} ${COLOUR_FORMATS}` }
}

function whatIsWrong(typed: string): string {
  // Meant as a hex code: it starts with #, or is letters and digits with a digit among them.
  if (typed.startsWith('#') || /^(?=.*\d)[0-9a-z]+$/i.test(typed)) {
    const digits = typed.replace(/^#/, '')
    const stray = /[^0-9a-f]/i.exec(digits)
    if (stray) return `“${stray[0]}” is not a hex digit (0–9, a–f).`
    if (digits.length === 0) return `${typed} has no hex digits.`
    return `${typed} has ${digits.length} hex digits.`
  }
  if (/^[a-z]+$/i.test(typed)) return `“${typed}” is not a CSS colour name.`
  return `“${typed}” is not a colour.`
}

/** The list with `color` first, without duplicates, at most RECENT_COLOURS_MAX long. */
export function pushRecent(recent: readonly number[], color: number): number[] {
  return [color, ...recent.filter((c) => c !== color)].slice(0, RECENT_COLOURS_MAX)
}

/** Reads a stored list back, dropping anything that is not a colour. */
export function sanitizeRecent(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((c): c is number => Number.isInteger(c) && c >= 0 && c <= COLOR_MAX)
    .slice(0, RECENT_COLOURS_MAX)
}
