import type { Locale } from './locale'
import { PSEUDO_LOCALE } from './locale'

/**
 * Dates, times, numbers, sizes and lists in one locale, through Intl. One instance per locale (the Intl
 * objects are costly to build and cheap to use), so call `formatsFor` freely.
 */
export type Formats = {
  locale: Locale
  date(value: Date | number): string
  time(value: Date | number): string
  dateTime(value: Date | number): string
  /** "3 minutes ago", "in 2 days": the largest whole unit of `value - now`. */
  relative(value: Date | number, now?: Date | number): string
  number(value: number): string
  /** 512 B, 4.2 KiB, 12.5 MiB: binary units as Discord states its limits, rounded up (never reads "under"). */
  bytes(value: number): string
  /** "a, b and c" in the locale's words. */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string
}

const cache = new Map<Locale, Formats>()

export function formatsFor(locale: Locale): Formats {
  let formats = cache.get(locale)
  if (!formats) {
    formats = build(locale)
    cache.set(locale, formats)
  }
  return formats
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
]

function build(locale: Locale): Formats {
  // The pseudo-locale formats as English: its text is what is under test, not Intl's.
  const tag = locale === PSEUDO_LOCALE ? 'en' : locale
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' })
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' })
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })
  const number = new Intl.NumberFormat(tag)
  const size = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })
  const lists = {
    conjunction: new Intl.ListFormat(tag, { type: 'conjunction' }),
    disjunction: new Intl.ListFormat(tag, { type: 'disjunction' }),
  }
  return {
    locale,
    date: (value) => date.format(value),
    time: (value) => time.format(value),
    dateTime: (value) => dateTime.format(value),
    relative(value, now = Date.now()) {
      const diff = +value - +now
      const [unit, ms] = UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000]
      return relative.format(Math.trunc(diff / ms), unit)
    },
    number: (value) => number.format(value),
    bytes(value) {
      if (value < 1024) return `${number.format(value)} B`
      const [scaled, unit] = value < 1024 * 1024 ? [value / 1024, 'KiB'] : [value / (1024 * 1024), 'MiB']
      return `${size.format(Math.ceil(scaled * 10) / 10)} ${unit}`
    },
    list: (items, type = 'conjunction') => lists[type].format(items),
  }
}
