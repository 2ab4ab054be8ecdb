import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { USAGE, commandUsage, mayTranslate } from '@cli/help'
import { translatedCommandUsage, translatedUsage } from '@cli/helpText'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import { compiledPath } from '../../../../tools/i18n/catalogues'

const translator = (locale: 'en' | 'de') =>
  createTranslator(locale, JSON.parse(fs.readFileSync(compiledPath(locale), 'utf8')) as Catalogue)

describe('the help page from the catalogues', () => {
  it('is, in English, exactly the page printed without a catalogue (one source of text)', () => {
    const en = translator('en')
    expect(translatedUsage(en)).toBe(USAGE)
    for (const name of ['send', 'status', 'oauth', 'restore'])
      expect(translatedCommandUsage(name, en)).toBe(commandUsage(name))
  })

  it('keeps command lines, options and variables as they are in German', () => {
    const page = translatedUsage(translator('de'))
    expect(page).toContain('Verwendung:\n  herald send <message.json|-> [WEBHOOK] [--wait]')
    expect(page).toContain('{{date}}')
    expect(page).toContain('{"status":204}')
    expect(page).toContain('HERALD_PASSPHRASE')
    expect(translatedCommandUsage('status', translator('de'))).toMatch(/^Verwendung:\n {2}herald status list/)
  })

  it('is translated only for a locale that may not be English', () => {
    expect(mayTranslate({})).toBe(false)
    expect(mayTranslate({ LANG: 'C.UTF-8' })).toBe(false)
    expect(mayTranslate({ LANG: 'en_GB.UTF-8' })).toBe(false)
    expect(mayTranslate({ LANG: 'de_DE.UTF-8' })).toBe(true)
    expect(mayTranslate({ LANG: 'en_US.UTF-8', LC_ALL: 'fr_FR.UTF-8' })).toBe(true)
  })
})
