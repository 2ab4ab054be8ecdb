import { COLOR_MAX } from '@shared/discord'
import type { Translate } from '@shared/i18n'
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

export type ColourReading =
  { kind: 'empty' } | { kind: 'colour'; color: number } | { kind: 'invalid'; reason: string }

/**
 * What the text of a colour box stands for: a hex code, a CSS colour name, nothing (an empty box), or
 * text that is not a colour, with what is wrong with it first and then what is accepted.
 */
export function readColour(text: string, t: Translate): ColourReading {
  const typed = text.trim()
  if (typed === '') return { kind: 'empty' }
  const hex = parseHex(typed)
  if (hex !== undefined) return { kind: 'colour', color: hex }
  const named = CSS_COLOUR_NAMES.get(typed.toLowerCase())
  if (named !== undefined) return { kind: 'colour', color: named }
  return { kind: 'invalid', reason: `${whatIsWrong(typed, t)} ${t('composer.colour.formats')}` }
}

function whatIsWrong(typed: string, t: Translate): string {
  // Meant as a hex code: it starts with #, or is letters and digits with a digit among them.
  if (typed.startsWith('#') || /^(?=.*\d)[0-9a-z]+$/i.test(typed)) {
    const digits = typed.replace(/^#/, '')
    const stray = /[^0-9a-f]/i.exec(digits)
    if (stray) return t('composer.colour.notHexDigit', { character: stray[0] })
    return t('composer.colour.digitCount', { typed, count: digits.length })
  }
  if (/^[a-z]+$/i.test(typed)) return t('composer.colour.notName', { typed })
  return t('composer.colour.notColour', { typed })
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
