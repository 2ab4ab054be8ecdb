import { describe, expect, it } from 'vitest'
import type { DiffWords } from '@renderer/features/history/diffValue'
import { flagWords, showDiffValue as show } from '@renderer/features/history/diffValue'
import { formatsFor } from '@shared/i18n'
import { translator } from '../preview/translators'

const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })
const english: DiffWords = { t: translator('en'), time: format, list: formatsFor('en').list }
const showDiffValue = (path: string, value: unknown, words: DiffWords = english) => show(path, value, words)

describe('showDiffValue: one way every diff view shows a value', () => {
  it('shows an embed colour as upper-case hex with its swatch, not the integer', () => {
    expect(showDiffValue('embeds[0].color', 5763719)).toEqual({ text: '#57F287', swatch: '#57f287' })
    expect(showDiffValue('embeds[1].color', 0)).toEqual({ text: '#000000', swatch: '#000000' })
    expect(showDiffValue('components[0].accent_color', 0xfee75c)).toEqual({
      text: '#FEE75C',
      swatch: '#fee75c',
    })
  })

  it('leaves a number that is not a colour (or out of range) as it is', () => {
    expect(showDiffValue('embeds[0].color', 0x1000000)).toEqual({ text: '16777216' })
    expect(showDiffValue('embeds[0].fields[0].value', 5763719)).toEqual({ text: '5763719' })
  })

  it('shows embed and edit timestamps as dates in the given locale', () => {
    expect(showDiffValue('embeds[0].timestamp', '2026-11-25T17:05:09.000Z')).toEqual({
      text: '25 Nov 2026, 17:05:09',
    })
    expect(showDiffValue('edited_timestamp', '2026-01-02T03:04:05+00:00').text).toBe('2 Jan 2026, 03:04:05')
    // Text that is not a time stays as it was typed.
    expect(showDiffValue('embeds[0].timestamp', 'tomorrow')).toEqual({ text: 'tomorrow' })
  })

  it('words yes, no and flags in the page’s language', () => {
    const german: DiffWords = {
      t: translator('de'),
      time: new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }),
      list: formatsFor('de').list,
    }
    expect(showDiffValue('tts', true, german)).toEqual({ text: 'ja' })
    expect(showDiffValue('flags', 4 | 4096, german)).toEqual({ text: 'Embeds ausgeblendet und lautlos' })
    expect(showDiffValue('embeds[0].timestamp', '2026-11-25T17:05:09.000Z', german).text).toBe(
      '25.11.2026, 17:05:09',
    )
    expect(flagWords(german, 0)).toBe('keine')
  })

  it('shows booleans and message flags as words', () => {
    expect(showDiffValue('embeds[0].fields[2].inline', true)).toEqual({ text: 'yes' })
    expect(showDiffValue('tts', false)).toEqual({ text: 'no' })
    expect(showDiffValue('flags', 4096)).toEqual({ text: 'silent' })
    expect(showDiffValue('flags', 4 | 4096 | 32768)).toEqual({
      text: 'embeds hidden, silent, and components v2',
    })
    expect(flagWords(english, 0)).toBe('none')
    expect(flagWords(english, (1 << 12) | (1 << 8))).toBe('silent and flag 1<<8')
    // A component's flags are not message flags.
    expect(showDiffValue('components[0].flags', 4)).toEqual({ text: '4' })
  })

  it('shows text as it is and objects as JSON', () => {
    expect(showDiffValue('content', 'Launch at 5pm')).toEqual({ text: 'Launch at 5pm' })
    expect(showDiffValue('embeds[0]', { title: 'A' })).toEqual({ text: '{"title":"A"}' })
  })
})
