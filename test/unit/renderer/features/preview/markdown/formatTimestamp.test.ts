import { describe, expect, it } from 'vitest'
import {
  calendarTime,
  formatRelative,
  formatTimestamp,
} from '@renderer/features/preview/markdown/formatTimestamp'
import { translator } from '../translators'

// 2021-04-20 16:20:30 UTC, a Tuesday; pinned to a locale and zone so the test reads the same everywhere.
const UNIX = 1618935630
const gb = { locale: 'en-GB', timeZone: 'UTC' }
const us = { locale: 'en-US', timeZone: 'America/New_York' }
const now = new Date(UNIX * 1000)

describe("timestamps: every <t:…> style in the reader's locale and time zone", () => {
  it.each([
    ['t', '16:20', '12:20 PM'],
    ['T', '16:20:30', '12:20:30 PM'],
    ['d', '20/04/2021', '04/20/2021'],
    ['D', '20 April 2021', 'April 20, 2021'],
    ['f', '20 April 2021 at 16:20', 'April 20, 2021 at 12:20 PM'],
    ['F', 'Tuesday, 20 April 2021 at 16:20', 'Tuesday, April 20, 2021 at 12:20 PM'],
  ] as const)('%s', (style, british, american) => {
    expect(formatTimestamp(UNIX, style, now, gb)).toBe(british)
    expect(formatTimestamp(UNIX, style, now, us)).toBe(american)
  })

  it('R counts from now in the largest fitting unit', () => {
    const at = (seconds: number) => formatRelative(new Date((UNIX + seconds) * 1000), now, gb)
    expect(at(-10)).toBe('10 seconds ago')
    expect(at(50)).toBe('in 1 minute')
    expect(at(-3 * 3600)).toBe('3 hours ago')
    expect(at(23 * 3600)).toBe('in 1 day')
    expect(at(-60 * 86400)).toBe('2 months ago')
    expect(at(400 * 86400)).toBe('in 1 year')
    expect(formatTimestamp(UNIX + 7200, 'R', now, gb)).toBe('in 2 hours')
  })

  it('headers and footers say Today, Yesterday, or the date', () => {
    const t = translator('en')
    expect(calendarTime(now, now, t, gb)).toBe('Today at 16:20')
    expect(calendarTime(new Date((UNIX - 86400) * 1000), now, t, gb)).toBe('Yesterday at 16:20')
    expect(calendarTime(new Date((UNIX - 3 * 86400) * 1000), now, t, gb)).toBe('17/04/2021 16:20')
  })
})

describe('timestamps in the app’s language (issue 25): Discord’s styles, the reader’s words', () => {
  const de = { locale: 'de', timeZone: 'UTC' }
  const ar = { locale: 'ar', timeZone: 'UTC' }

  it('keeps each style letter’s shape in German and Arabic', () => {
    expect(formatTimestamp(UNIX, 't', now, de)).toBe('16:20')
    expect(formatTimestamp(UNIX, 'd', now, de)).toBe('20.04.2021')
    expect(formatTimestamp(UNIX, 'D', now, de)).toBe('20. April 2021')
    expect(formatTimestamp(UNIX, 'F', now, de)).toBe('Dienstag, 20. April 2021 um 16:20')
    expect(formatTimestamp(UNIX - 3 * 3600, 'R', now, de)).toBe('vor 3 Stunden')
    expect(formatTimestamp(UNIX, 'D', now, ar)).toBe('20 أبريل 2021')
  })

  it('says Today and Yesterday in the app’s language', () => {
    expect(calendarTime(now, now, translator('de'), de)).toBe('Heute um 16:20')
    expect(calendarTime(new Date((UNIX - 86400) * 1000), now, translator('ru'), de)).toBe('Вчера, в 16:20')
    expect(calendarTime(new Date((UNIX - 3 * 86400) * 1000), now, translator('de'), de)).toBe(
      '17.04.2021 16:20',
    )
  })
})
