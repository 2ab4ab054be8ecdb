import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { dateToSnowflake, isSnowflake, snowflakeToDate } from '@shared/discord'

describe('snowflakes', () => {
  it('reads the creation time of a snowflake (Discord docs example)', () => {
    expect(snowflakeToDate('175928847299117063').toISOString()).toBe('2016-04-30T11:18:25.796Z')
  })

  it('gives the lower bound snowflake of a moment, which maps back to that moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1420070400000, max: 4_000_000_000_000 }), (ms) => {
        expect(snowflakeToDate(dateToSnowflake(ms)).getTime()).toBe(ms)
      }),
    )
  })

  it('clamps moments before the Discord epoch to 0', () => {
    expect(dateToSnowflake(new Date('2000-01-01T00:00:00Z'))).toBe('0')
  })

  it.each(['0', '175928847299117063', '18446744073709551615'])('accepts %s', (id) => {
    expect(isSnowflake(id)).toBe(true)
  })

  it.each(['', '-1', '01', '1.5', '18446744073709551616', 'abc', 12345])('rejects %s', (id) => {
    expect(isSnowflake(id)).toBe(false)
  })

  it('throws a clear error for a non-snowflake date lookup', () => {
    expect(() => snowflakeToDate('nope')).toThrow(/Not a snowflake/)
  })
})
