import { describe, expect, it } from 'vitest'
import {
  fromLocalInput,
  TIMESTAMP_STYLES,
  timestampExample,
  timestampMarkup,
  toLocalInput,
} from '@renderer/features/composer/message/discordTimestamps'
import { formatTimestamp } from '@renderer/features/preview/markdown/formatTimestamp'

const at = new Date('2026-04-20T16:20:30Z')
const example = (style: (typeof TIMESTAMP_STYLES)[number], now = at) =>
  timestampExample(at, style, now, 'en-GB', 'UTC')

describe('Discord timestamps', () => {
  it('writes <t:unix:style> in whole seconds for every style', () => {
    expect(TIMESTAMP_STYLES).toEqual(['t', 'T', 'd', 'D', 'f', 'F', 'R'])
    expect(timestampMarkup(new Date('2026-04-20T16:20:30.900Z'), 'R')).toBe('<t:1776702030:R>')
  })

  it('shows each style as Discord does in the given locale and zone', () => {
    expect(example('t')).toBe('16:20')
    expect(example('T')).toBe('16:20:30')
    expect(example('d')).toBe('20/04/2026')
    expect(example('D')).toBe('20 April 2026')
    expect(example('f')).toMatch(/^20 April 2026(,| at) 16:20$/)
    expect(example('F')).toMatch(/^Monday(,)? 20 April 2026(,| at) 16:20$/)
  })

  it('shows the relative style against now, in the largest whole unit', () => {
    expect(example('R', new Date('2026-04-20T18:20:30Z'))).toBe('2 hours ago')
    expect(example('R', new Date('2026-04-17T16:20:30Z'))).toBe('in 3 days')
    expect(example('R', new Date('2026-04-20T16:20:20Z'))).toBe('in 10 seconds')
  })

  it("shows every style exactly as the preview draws the markup, Discord's thresholds included", () => {
    const now = new Date('2026-04-20T17:10:30Z')
    for (const style of TIMESTAMP_STYLES)
      expect(example(style, now)).toBe(
        formatTimestamp(1776702030, style, now, { locale: 'en-GB', timeZone: 'UTC' }),
      )
    // 50 minutes: past Discord's 45-minute threshold, so an hour.
    expect(example('R', now)).toBe('1 hour ago')
  })

  it('round-trips a datetime-local value in local time and rejects what is not one', () => {
    const date = new Date(2026, 10, 23, 9, 5)
    expect(toLocalInput(date)).toBe('2026-11-23T09:05')
    expect(fromLocalInput('2026-11-23T09:05')?.getTime()).toBe(date.getTime())
    expect(fromLocalInput('')).toBeUndefined()
    expect(fromLocalInput('2026-11-23')).toBeUndefined()
    expect(fromLocalInput('2026-13-45T99:99')).toBeUndefined()
  })
})
