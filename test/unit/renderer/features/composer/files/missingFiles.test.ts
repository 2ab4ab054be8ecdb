import { describe, expect, it, vi } from 'vitest'
import { missingFileProblems } from '@renderer/features/composer/files/missingFiles'
import { useEnglish } from '../../../../../support/english'

// The helpers speak the page's language; English, as the page has it once its catalogue has loaded.
useEnglish()

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

describe('files whose staged bytes are gone', () => {
  it('are each a problem at their own row, saying what to do', () => {
    const files = [
      { handle: 'a'.repeat(32), name: 'banner.png' },
      { handle: 'b'.repeat(32), name: 'notes.txt' },
    ]
    expect(missingFileProblems(files, new Set(['b'.repeat(32)]))).toEqual([
      {
        path: 'files.1',
        message:
          'notes.txt is no longer staged: its bytes are gone from this computer. Remove it and attach it again.',
      },
    ])
    expect(missingFileProblems(files, new Set())).toEqual([])
  })
})
