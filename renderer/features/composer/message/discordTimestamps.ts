import { formatTimestamp } from '../../preview/markdown/formatTimestamp'

/** Discord's timestamp styles, as `<t:unix:style>` writes them. */
export const TIMESTAMP_STYLES = ['t', 'T', 'd', 'D', 'f', 'F', 'R'] as const
export type TimestampStyle = (typeof TIMESTAMP_STYLES)[number]

/** Each style's name, as the catalogue's select on `composer.timestamp.style` knows it. */
export const STYLE_NAMES: Record<TimestampStyle, string> = {
  t: 'shortTime',
  T: 'longTime',
  d: 'shortDate',
  D: 'longDate',
  f: 'shortDateTime',
  F: 'longDateTime',
  R: 'relative',
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The markup Discord turns into a date shown in each reader's own time zone and language. */
export function timestampMarkup(date: Date, style: TimestampStyle): string {
  return `<t:${unixSeconds(date)}:${style}>`
}

/**
 * How Discord shows the timestamp to a reader in this locale and time zone, at the moment `now`: the
 * preview's own formatting of the markup, so the dialog's example is what the preview will show.
 */
export function timestampExample(
  date: Date,
  style: TimestampStyle,
  now: Date,
  locale?: string,
  timeZone?: string,
): string {
  return formatTimestamp(unixSeconds(date), style, now, { locale, timeZone })
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
