import { COLOR_MAX } from '../../../../shared/discord'

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
