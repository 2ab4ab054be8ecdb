import { describe, expect, it } from 'vitest'
import { humanSize } from '@renderer/features/preview/attachments/humanSize'
import { translator } from '../translators'

describe('file sizes as Discord prints them', () => {
  const t = translator('en')
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1500, '1.46 KB'],
    [2_621_440, '2.50 MB'],
    [25 * 1024 * 1024, '25.00 MB'],
    [3 * 1024 ** 3, '3.00 GB'],
  ])('%d → %s', (bytes, text) => expect(humanSize(bytes, t, 'en')).toBe(text))

  it('in the app’s language: its unit words, plurals and decimal separator', () => {
    expect(humanSize(1500, translator('fr'), 'fr')).toBe('1,46 Ko')
    expect(humanSize(2_621_440, translator('de'), 'de')).toBe('2,50 MB')
    expect(humanSize(3, translator('ru'), 'ru')).toBe('3 байта')
    expect(humanSize(5, translator('ru'), 'ru')).toBe('5 байт')
    expect(humanSize(2, translator('ar'), 'ar')).toBe('بايتان')
  })
})
