import type { Translate } from '@shared/i18n'
import type { TimestampStyle } from './ast'

/** Discord's `<t:…>` styles as Intl options; f and F add the short time to the long date. */
const OPTIONS: Record<Exclude<TimestampStyle, 'R'>, Intl.DateTimeFormatOptions> = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { day: '2-digit', month: '2-digit', year: 'numeric' },
  D: { day: 'numeric', month: 'long', year: 'numeric' },
  f: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  F: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
}

/** The locale (the app's, from useTimeLocale) and time zone (the computer's by default; tests pin both). */
export type TimeLocale = { locale?: string; timeZone?: string }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(
  style: Exclude<TimestampStyle, 'R'>,
  { locale, timeZone }: TimeLocale,
): Intl.DateTimeFormat {
  const key = `${style}|${locale ?? ''}|${timeZone ?? ''}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone })
    formatters.set(key, format)
  }
  return format
}

/** Units from the largest down, with how far a value can go before the next unit takes over. */
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // [unit, seconds per unit, use this unit from this many seconds on]
  ['year', 365 * 86400, 320 * 86400],
  ['month', 30.44 * 86400, 26 * 86400],
  ['day', 86400, 22 * 3600],
  ['hour', 3600, 45 * 60],
  ['minute', 60, 45],
  ['second', 1, 0],
]

/** "in 3 hours", "2 months ago": the thresholds of Discord's relative times (45 s, 45 min, 22 h, 26 d, 320 d). */
export function formatRelative(at: Date, now: Date, { locale }: TimeLocale = {}): string {
  const seconds = (at.getTime() - now.getTime()) / 1000
  const size = Math.abs(seconds)
  const [unit, per] = RELATIVE_STEPS.find(([, , from]) => size >= from) ?? ['second', 1]
  return relativeFormatter(locale).format(Math.round(seconds / per), unit)
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>()

function relativeFormatter(locale: string | undefined): Intl.RelativeTimeFormat {
  let format = relativeFormatters.get(locale ?? '')
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
    relativeFormatters.set(locale ?? '', format)
  }
  return format
}

/** A `<t:unix:style>` as Discord shows it in the reader's locale and time zone. */
export function formatTimestamp(
  unix: number,
  style: TimestampStyle,
  now: Date,
  where: TimeLocale = {},
): string {
  const at = new Date(unix * 1000)
  return style === 'R' ? formatRelative(at, now, where) : formatter(style, where).format(at)
}

/** The tooltip Discord shows over any timestamp: the full date and time. */
export function fullTimestamp(unix: number, where: TimeLocale = {}): string {
  return formatter('F', where).format(new Date(unix * 1000))
}

/**
 * "Today at 16:20", "Yesterday at 09:05" or "20/04/2021 16:20", as message headers and footers show a
 * time, in the words of `t`'s language.
 */
export function calendarTime(at: Date, now: Date, t: Translate, where: TimeLocale = {}): string {
  const day = (date: Date) => formatter('d', where).format(date)
  const time = formatter('t', where).format(at)
  if (day(at) === day(now)) return t('preview.time.today', { time })
  if (day(at) === day(new Date(now.getTime() - 86400_000))) return t('preview.time.yesterday', { time })
  return t('preview.time.other', { date: day(at), time })
}
