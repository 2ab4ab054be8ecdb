import { describe, expect, it } from 'vitest'
import { backupContents } from '@shared/backup/contentsText'
import { phraseText } from '@shared/i18n'
import { translatorFor } from '../../../support/english'

// Issue 25: the CLI's backup summary. Its English is printed without loading a catalogue, so it must be
// what en.json's plural message says for every count; other languages say the phrase.

const counts = [0, 1, 2, 5, 21, 1234, 1_000_000]

describe('backupContents', () => {
  it('writes en.json’s English for every count, thousands separated as ICU writes them', () => {
    const english = translatorFor('en')
    for (const n of counts) {
      const contents = { drafts: n, templates: 1, webhooks: n, history: n }
      const said = backupContents(contents)
      expect(said.message, String(n)).toBe(english('backup.contents', contents))
      expect(phraseText(english, said.phrase, ''), String(n)).toBe(said.message)
    }
  })

  it('says the counts with the language’s plural forms and number format', () => {
    const said = backupContents({ drafts: 2, templates: 5, webhooks: 21, history: 1234 })
    const russian = phraseText(translatorFor('ru'), said.phrase, '')
    for (const words of ['2 черновика', '5 шаблонов', '21 вебхук ', '1\u00a0234 записи'])
      expect(russian).toContain(words)
    expect(phraseText(translatorFor('de'), said.phrase, '')).toContain('1.234 ')
  })
})
