import { describe, expect, it } from 'vitest'
import { nextOccurrence } from '@shared/schedules/occurrences'
import { parseWallTime, wallTimeAt, zonedToUtc } from '@shared/schedules/zonedTime'

const wall = (text: string) => parseWallTime(text)!
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const NY = 'America/New_York'
const PARIS = 'Europe/Paris'

describe('zonedToUtc', () => {
  it('reads a wall time in the zone', () => {
    expect(iso(zonedToUtc(wall('2026-11-24T09:00'), PARIS))).toBe('2026-11-24T08:00:00.000Z')
    expect(iso(zonedToUtc(wall('2026-07-01T09:00'), PARIS))).toBe('2026-07-01T07:00:00.000Z')
    expect(iso(zonedToUtc(wall('2026-07-01T09:00'), 'UTC'))).toBe('2026-07-01T09:00:00.000Z')
  })

  it('moves a time skipped by spring-forward on by the gap (02:30 → 03:30)', () => {
    const at = zonedToUtc(wall('2026-03-08T02:30'), NY)
    expect(iso(at)).toBe('2026-03-08T07:30:00.000Z')
    expect(wallTimeAt(at, NY)).toMatchObject({ hour: 3, minute: 30 })
  })

  it('takes the first of a time that happens twice at fall-back', () => {
    expect(iso(zonedToUtc(wall('2026-11-01T01:30'), NY))).toBe('2026-11-01T05:30:00.000Z')
  })

  it('refuses dates that do not exist', () => {
    expect(parseWallTime('2026-02-30T09:00')).toBeNull()
    expect(parseWallTime('2026-02-10T24:00')).toBeNull()
    expect(parseWallTime('2026-02-10 09:00')).toBeNull()
  })
})

describe('nextOccurrence', () => {
  const start = wall('2026-03-07T09:00')

  it('gives the start while it lies ahead, and nothing after a one-off', () => {
    const first = zonedToUtc(start, NY)
    expect(nextOccurrence(start, NY, 'none', first - 1)).toBe(first)
    expect(nextOccurrence(start, NY, 'none', first)).toBeNull()
  })

  it('keeps 09:00 local across spring-forward (the UTC time moves an hour)', () => {
    const first = zonedToUtc(start, NY)
    const second = nextOccurrence(start, NY, 'daily', first)
    const third = nextOccurrence(start, NY, 'daily', second!)
    expect(iso(first)).toBe('2026-03-07T14:00:00.000Z')
    expect(iso(second)).toBe('2026-03-08T13:00:00.000Z')
    expect(iso(third)).toBe('2026-03-09T13:00:00.000Z')
  })

  it('keeps 09:00 local across fall-back in Paris', () => {
    const s = wall('2026-10-24T09:00')
    const next = nextOccurrence(s, PARIS, 'weekly', zonedToUtc(s, PARIS))
    expect(iso(next)).toBe('2026-10-31T08:00:00.000Z')
    expect(wallTimeAt(next!, PARIS)).toMatchObject({ day: 31, hour: 9, minute: 0 })
  })

  it('skips weekends for weekdays', () => {
    const friday = wall('2026-11-27T09:00')
    const next = nextOccurrence(friday, 'UTC', 'weekdays', zonedToUtc(friday, 'UTC'))
    expect(iso(next)).toBe('2026-11-30T09:00:00.000Z')
  })

  it('jumps far ahead without walking every day, landing on the anchor weekday', () => {
    const after = Date.parse('2027-06-15T12:00:00Z')
    const next = nextOccurrence(start, NY, 'weekly', after)
    expect(wallTimeAt(next!, NY)).toMatchObject({ year: 2027, month: 6, day: 19, hour: 9 })
    expect(new Date(next!).getUTCDay()).toBe(6)
  })

  it('clamps a monthly 31st to shorter months and comes back to the 31st', () => {
    const s = wall('2027-01-31T09:00')
    const feb = nextOccurrence(s, 'UTC', 'monthly', zonedToUtc(s, 'UTC'))
    const mar = nextOccurrence(s, 'UTC', 'monthly', feb!)
    expect(iso(feb)).toBe('2027-02-28T09:00:00.000Z')
    expect(iso(mar)).toBe('2027-03-31T09:00:00.000Z')
  })

  it('gives a daily schedule the next day when the occurrence has just passed', () => {
    const s = wall('2026-11-24T09:00')
    const after = Date.parse('2026-11-26T09:00:30Z')
    expect(iso(nextOccurrence(s, 'UTC', 'daily', after))).toBe('2026-11-27T09:00:00.000Z')
  })
})
