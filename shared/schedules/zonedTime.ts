// Wall-clock time in an IANA time zone, with Intl only (no time-zone library). A schedule keeps the
// user's wall time ("09:00 in Europe/Paris") so a repeat stays at 09:00 across daylight-saving changes.

/** A local date and time as the user typed it: `2026-11-24T09:00`. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number }

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const HOUR = 3_600_000

export function parseWallTime(text: string): WallTime | null {
  const m = WALL.exec(text)
  if (!m) return null
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number]
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute))
  // 2026-02-30 or 25:00 rolls over in Date.UTC: a wall time that does not round-trip is not a date.
  if (probe.getUTCDate() !== day || probe.getUTCHours() !== hour || probe.getUTCMinutes() !== minute)
    return null
  return { year, month, day, hour, minute }
}

export function formatWallTime(w: WallTime): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** Whether Intl knows the zone (a bad one would throw in every later computation). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** The wall time an instant shows in the zone (seconds dropped). */
export function wallTimeAt(utcMs: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  }
}

/** Local minus UTC at an instant, in ms. */
function offsetAt(utcMs: number, timeZone: string): number {
  const w = wallTimeAt(utcMs, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)
  return asUtc - (utcMs - (((utcMs % 60_000) + 60_000) % 60_000))
}

const sameWall = (a: WallTime, b: WallTime) => formatWallTime(a) === formatWallTime(b)

/**
 * The instant a wall time names in the zone. A time that happens twice (clocks going back) is the first
 * one; a time that never happens (clocks going forward) moves forward by the gap, as 02:30 becomes 03:30.
 */
export function zonedToUtc(w: WallTime, timeZone: string): number {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)
  // The offsets half a day either side: zones change offset at most once in a day.
  const before = offsetAt(guess - 12 * HOUR, timeZone)
  const after = offsetAt(guess + 12 * HOUR, timeZone)
  const valid = [guess - before, guess - after].filter((t) => sameWall(wallTimeAt(t, timeZone), w))
  if (valid.length > 0) return Math.min(...valid)
  return guess - before
}
