import { describe, expect, it } from 'vitest'
import {
  parseHex,
  pushRecent,
  readColour,
  RECENT_COLOURS_MAX,
  sanitizeRecent,
  toHex,
} from '@renderer/features/composer/embeds/colours'
import { englishTranslator } from '../../../../../support/english'

const t = englishTranslator()
const COLOUR_FORMATS = t('composer.colour.formats')

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

  it('reads hex codes and every CSS colour name as a colour, and an empty box as none', () => {
    expect(readColour('#5865F2', t)).toEqual({ kind: 'colour', color: 0x5865f2 })
    expect(readColour(' abc ', t)).toEqual({ kind: 'colour', color: 0xaabbcc })
    expect(readColour('purple', t)).toEqual({ kind: 'colour', color: 0x800080 })
    expect(readColour('RebeccaPurple', t)).toEqual({ kind: 'colour', color: 0x663399 })
    expect(readColour('lightgoldenrodyellow', t)).toEqual({ kind: 'colour', color: 0xfafad2 })
    expect(readColour('grey', t)).toEqual(readColour('gray', t))
    expect(readColour('  ', t)).toEqual({ kind: 'empty' })
  })

  it('says exactly what is wrong with text that is not a colour, and what is accepted', () => {
    const reason = (text: string) => {
      const read = readColour(text, t)
      return read.kind === 'invalid' ? read.reason : read.kind
    }
    expect(reason('#12345G')).toBe(`“G” is not a hex digit (0–9, a–f). ${COLOUR_FORMATS}`)
    expect(reason('12345g')).toBe(`“g” is not a hex digit (0–9, a–f). ${COLOUR_FORMATS}`)
    expect(reason('#FFFFFFF')).toBe(`#FFFFFFF has 7 hex digits. ${COLOUR_FORMATS}`)
    expect(reason('#12')).toBe(`#12 has 2 hex digits. ${COLOUR_FORMATS}`)
    expect(reason('#')).toBe(`# has no hex digits. ${COLOUR_FORMATS}`)
    expect(reason('blurple')).toBe(`“blurple” is not a CSS colour name. ${COLOUR_FORMATS}`)
    expect(reason('transparent')).toBe(`“transparent” is not a CSS colour name. ${COLOUR_FORMATS}`)
    expect(reason('rgb(1, 2, 3)')).toBe(`“rgb(1, 2, 3)” is not a colour. ${COLOUR_FORMATS}`)
    expect(COLOUR_FORMATS).toBe(
      'A colour is a hex code of 3 or 6 digits, like #5865f2 or #fff, or a CSS colour name, like purple.',
    )
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
