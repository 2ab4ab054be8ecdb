import { describe, expect, it } from 'vitest'
import { humanSize } from '@renderer/features/preview/attachments/humanSize'

describe('file sizes as Discord prints them', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1500, '1.46 KB'],
    [2_621_440, '2.50 MB'],
    [25 * 1024 * 1024, '25.00 MB'],
    [3 * 1024 ** 3, '3.00 GB'],
  ])('%d → %s', (bytes, text) => expect(humanSize(bytes)).toBe(text))
})
