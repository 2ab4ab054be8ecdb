import type { MessageKey } from '../i18n/translate'
import type { WallTime } from './zonedTime'
import { zonedToUtc } from './zonedTime'

export const REPEATS = ['none', 'daily', 'weekdays', 'weekly', 'monthly'] as const
export type Repeat = (typeof REPEATS)[number]

/** Each repeat in words, in the catalogues (the page and the CLI say it in their reader's language). */
export const REPEAT_MESSAGES: Record<Repeat, MessageKey> = {
  none: 'composer.schedule.repeat.none',
  daily: 'composer.schedule.repeat.daily',
  weekdays: 'composer.schedule.repeat.weekdays',
  weekly: 'composer.schedule.repeat.weekly',
  monthly: 'composer.schedule.repeat.monthly',
}

const DAY = 86_400_000

/** Calendar arithmetic on the date part only (UTC Date as a plain calendar). */
function addDays(w: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day) + days * DAY)
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

function weekday(w: WallTime): number {
  return new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()
}

function daysBetween(a: WallTime, b: WallTime): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY)
}

/** The anchor's day in month `index` months later, clamped to that month's last day (31 → 30, 28/29). */
function monthsLater(anchor: WallTime, index: number): WallTime {
  const monthIndex = anchor.month - 1 + index
  const year = anchor.year + Math.floor(monthIndex / 12)
  const month = (((monthIndex % 12) + 12) % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { ...anchor, year, month, day: Math.min(anchor.day, last) }
}

/**
 * The first occurrence strictly after `afterMs` of a schedule that starts at `anchor` (the user's wall
 * time in `timeZone`) and repeats as `repeat`; null when a one-off has passed. Every occurrence keeps the
 * anchor's wall time in the zone, so "daily at 09:00" stays at 09:00 across daylight-saving changes.
 */
export function nextOccurrence(
  anchor: WallTime,
  timeZone: string,
  repeat: Repeat,
  afterMs: number,
): number | null {
  const first = zonedToUtc(anchor, timeZone)
  if (first > afterMs) return first
  if (repeat === 'none') return null
  if (repeat === 'monthly') {
    const start = new Date(afterMs)
    // Start a month before `after` (its month in UTC may differ from the zone's by a day).
    let index = Math.max(
      0,
      (start.getUTCFullYear() - anchor.year) * 12 + start.getUTCMonth() + 1 - anchor.month - 1,
    )
    for (; ; index++) {
      const at = zonedToUtc(monthsLater(anchor, index), timeZone)
      if (at > afterMs) return at
    }
  }
  // Day-based repeats: begin a day before `after`'s date, never before the anchor.
  const afterDay = new Date(afterMs - DAY)
  let day = addDays(anchor, 0)
  const skip = daysBetween(anchor, {
    ...anchor,
    year: afterDay.getUTCFullYear(),
    month: afterDay.getUTCMonth() + 1,
    day: afterDay.getUTCDate(),
  })
  if (skip > 0) day = addDays(anchor, repeat === 'weekly' ? skip - (skip % 7) : skip)
  const step = repeat === 'weekly' ? 7 : 1
  for (; ; day = addDays(day, step)) {
    if (repeat === 'weekdays' && (weekday(day) === 0 || weekday(day) === 6)) continue
    const at = zonedToUtc(day, timeZone)
    if (at > afterMs) return at
  }
}
