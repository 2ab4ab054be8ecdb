import type { Schedule } from '@shared/schedules/schedule'
import { nextOccurrence } from '@shared/schedules/occurrences'
import { parseWallTime } from '@shared/schedules/zonedTime'

/** How late a runner may still send an occurrence without asking; later than this it is "missed". */
export const GRACE_MS = 2 * 60_000

type Timing = Pick<Schedule, 'start' | 'timeZone' | 'repeat'>

/** The schedule's first occurrence after `afterMs` (ms), or null when none is left. */
export function occurrenceAfter(schedule: Timing, afterMs: number): number | null {
  const anchor = parseWallTime(schedule.start)
  if (!anchor) return null
  return nextOccurrence(anchor, schedule.timeZone, schedule.repeat, afterMs)
}

/** How many occurrences from `from` (inclusive) up to `now` passed; counts at most 1000. */
export function occurrencesBetween(schedule: Timing, from: number, now: number): number {
  let count = 0
  for (let at: number | null = from; at !== null && at <= now && count < 1000;) {
    count++
    at = occurrenceAfter(schedule, at)
  }
  return count
}

/** The schedule moved past `afterMs`: its next occurrence, or done when nothing is left. */
export function advanced(schedule: Schedule, afterMs: number, nowIso: string): Schedule {
  const next = occurrenceAfter(schedule, afterMs)
  return {
    ...schedule,
    nextAt: next === null ? null : new Date(next).toISOString(),
    state: next === null ? 'done' : 'scheduled',
    missedReason: null,
    missedCount: 0,
    updatedAt: nowIso,
  }
}
