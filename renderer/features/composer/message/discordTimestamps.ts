/** Discord's timestamp styles, as `<t:unix:style>` writes them. */
export const TIMESTAMP_STYLES = ['t', 'T', 'd', 'D', 'f', 'F', 'R'] as const
export type TimestampStyle = (typeof TIMESTAMP_STYLES)[number]

export const STYLE_NAMES: Record<TimestampStyle, string> = {
  t: 'Short time',
  T: 'Long time',
  d: 'Short date',
  D: 'Long date',
  f: 'Short date and time',
  F: 'Long date and time',
  R: 'Relative',
}

/** The markup Discord turns into a date shown in each reader's own time zone and language. */
export function timestampMarkup(date: Date, style: TimestampStyle): string {
  return `<t:${Math.floor(date.getTime() / 1000)}:${style}>`
}

const FORMATS: Record<Exclude<TimestampStyle, 'R'>, Intl.DateTimeFormatOptions> = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { day: '2-digit', month: '2-digit', year: 'numeric' },
  D: { day: 'numeric', month: 'long', year: 'numeric' },
  f: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  F: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** How Discord shows the timestamp to a reader in this locale and time zone, at the moment `now`. */
export function timestampExample(
  date: Date,
  style: TimestampStyle,
  now: Date,
  locale?: string,
  timeZone?: string,
): string {
  if (style !== 'R') return new Intl.DateTimeFormat(locale, { ...FORMATS[style], timeZone }).format(date)
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(Math.trunc(seconds / size), unit)
}

/** A date as a `datetime-local` input's value (local time, to the minute). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** A `datetime-local` value as a date in local time, or undefined when it is empty or not a date. */
export function fromLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}
