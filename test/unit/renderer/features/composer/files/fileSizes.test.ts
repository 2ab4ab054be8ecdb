import { describe, expect, it } from 'vitest'
import { formatsFor } from '@shared/i18n'
import {
  fileProblems,
  formatBytes,
  MIB,
  requestMaxMiB,
  uploadingProblem,
} from '@renderer/features/composer/files/fileSizes'
import { useEnglish } from '../../../../../support/english'

// The helpers speak the page's language; English, as the page has it once its catalogue has loaded.
useEnglish()

const file = (name: string, size: number) => ({ name, size })

describe('formatBytes', () => {
  it('reads as people read sizes, rounded up', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1,023 B')
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(10 * MIB)).toBe('10 MiB')
    expect(formatBytes(10 * MIB + 1)).toBe('10.1 MiB')
  })

  it('writes numbers in the language asked for', () => {
    expect(formatBytes(1536, formatsFor('de'))).toBe('1,5 KiB')
  })
})

describe('fileProblems', () => {
  it('finds nothing wrong with files under the limits', () => {
    expect(fileProblems([file('a.png', 10 * MIB), file('b.png', 5 * MIB)], 10)).toEqual([])
    expect(fileProblems([], 10)).toEqual([])
  })

  it('names each file over the per-file limit at its row', () => {
    const problems = fileProblems([file('ok.png', MIB), file('big.mov', 10 * MIB + 1)], 10)
    expect(problems).toEqual([
      { path: 'files.1', message: expect.stringMatching(/^big\.mov is 10\.1 MiB; .* up to 10 MiB/) },
    ])
  })

  it('follows the target’s limit: 50 and 100 MiB for boosted servers', () => {
    expect(fileProblems([file('big.mov', 40 * MIB)], 50)).toEqual([])
    expect(fileProblems([file('big.mov', 60 * MIB)], 50).map((p) => p.path)).toEqual(['files.0', 'files'])
    expect(fileProblems([file('huge.mov', 100 * MIB)], 100)).toEqual([])
  })

  it('refuses files that together pass the request cap, even when each fits', () => {
    const files = [file('a', 9 * MIB), file('b', 9 * MIB), file('c', 9 * MIB)]
    expect(fileProblems(files, 10)).toEqual([
      { path: 'files', message: expect.stringMatching(/add up to 27 MiB; Discord accepts at most 25 MiB/) },
    ])
    expect(fileProblems(files, 50)).toEqual([])
  })

  it('checks only the request cap while there is no target', () => {
    expect(fileProblems([file('a', 20 * MIB)], undefined)).toEqual([])
    expect(fileProblems([file('a', 26 * MIB)], undefined).map((p) => p.path)).toEqual(['files'])
  })

  it('counts kept attachments against Discord’s 10', () => {
    const ten = Array.from({ length: 8 }, (_, i) => file(`${i}.png`, 1))
    expect(fileProblems(ten, 10, 2)).toEqual([])
    expect(fileProblems(ten, 10, 3)).toEqual([
      { path: 'files', message: expect.stringMatching(/11 attachments.*Remove 1/) },
    ])
  })

  it('says the request cap never sits below a boosted limit', () => {
    expect(requestMaxMiB(undefined)).toBe(25)
    expect(requestMaxMiB(10)).toBe(25)
    expect(requestMaxMiB(100)).toBe(100)
  })

  it('asks to wait for files still attaching', () => {
    expect(uploadingProblem(1)).toEqual({
      path: 'files',
      message: 'Wait for a file to finish attaching, or cancel.',
    })
    expect(uploadingProblem(3).message).toMatch(/3 files/)
  })
})
