import { describe, expect, it } from 'vitest'
import {
  parseHex,
  pushRecent,
  RECENT_COLOURS_MAX,
  sanitizeRecent,
  toHex,
} from '../../../../../../renderer/features/composer/embeds/colours'

describe('embed colours', () => {
  it('parses #rgb and #rrggbb, with or without #, and nothing else', () => {
    expect(parseHex('#5865F2')).toBe(0x5865f2)
    expect(parseHex('5865f2')).toBe(0x5865f2)
    expect(parseHex(' #fff ')).toBe(0xffffff)
    expect(parseHex('#000')).toBe(0)
    expect(parseHex('#12')).toBeUndefined()
    expect(parseHex('#ggg')).toBeUndefined()
    expect(parseHex('')).toBeUndefined()
  })

  it('writes a colour as #rrggbb', () => {
    expect(toHex(0x5865f2)).toBe('#5865f2')
    expect(toHex(0)).toBe('#000000')
    expect(toHex(0x1000000)).toBe('#ffffff')
  })

  it('keeps the last 8 colours used, most recent first, without repeats', () => {
    let recent: number[] = []
    for (let c = 0; c < 10; c++) recent = pushRecent(recent, c)
    expect(recent).toEqual([9, 8, 7, 6, 5, 4, 3, 2])
    expect(pushRecent(recent, 5)).toEqual([5, 9, 8, 7, 6, 4, 3, 2])
    expect(recent).toHaveLength(RECENT_COLOURS_MAX)
  })

  it('reads back only colours from storage', () => {
    expect(sanitizeRecent([1, 'x', -1, 0x1000000, 2.5, 0xffffff])).toEqual([1, 0xffffff])
    expect(sanitizeRecent({})).toEqual([])
  })
})
