import { describe, expect, it, vi } from 'vitest'
import { configureSpellChecker, pickSpellCheckerLanguages } from '@main/spellcheck'

const available = ['en-GB', 'en-US', 'fr', 'de-DE', 'pt-BR', 'pt-PT']

describe('spelling checker languages', () => {
  it('takes the system languages Chromium has dictionaries for, exactly or by language', () => {
    expect(pickSpellCheckerLanguages(['en-GB', 'fr-CA', 'de', 'ja-JP'], available)).toEqual([
      'en-GB',
      'fr',
      'de-DE',
    ])
    expect(pickSpellCheckerLanguages(['EN_us', 'en-US'], available)).toEqual(['en-US'])
    expect(pickSpellCheckerLanguages(['ja'], available)).toEqual([])
  })

  it('sets them on the session outside macOS, and leaves macOS to its own checker', () => {
    const session = { availableSpellCheckerLanguages: available, setSpellCheckerLanguages: vi.fn() }
    expect(configureSpellChecker(session, ['pt-BR', 'en-AU'], 'linux')).toEqual(['pt-BR', 'en-GB'])
    expect(session.setSpellCheckerLanguages).toHaveBeenCalledWith(['pt-BR', 'en-GB'])

    session.setSpellCheckerLanguages.mockClear()
    expect(configureSpellChecker(session, ['pt-BR'], 'darwin')).toEqual([])
    expect(configureSpellChecker(session, ['ja-JP'], 'win32')).toEqual([])
    expect(session.setSpellCheckerLanguages).not.toHaveBeenCalled()
  })
})
