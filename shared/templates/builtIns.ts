/** Today's date and the time, as `{{date}}`, `{{date:iso}}` and `{{time}}` fill them. */
export type Clock = { now: Date; locale?: string }

/** A long date in the user's locale: "23 November 2026", "November 23, 2026". */
export function longDate({ now, locale }: Clock): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now)
}

/** YYYY-MM-DD of the local day (not UTC: late evening is still today for the user). */
export function isoDate({ now }: Clock): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The time of day in the user's locale, hours and minutes. */
export function shortTime({ now, locale }: Clock): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(now)
}

/** The values the form prefills for the built-ins; the user may change them. */
export function builtInValues(clock: Clock): Record<string, string> {
  return { date: longDate(clock), time: shortTime(clock) }
}
