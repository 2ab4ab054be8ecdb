import { describe, expect, it } from 'vitest'
import { draftName } from '@renderer/features/composer/drafts/draftName'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import english from '@shared/i18n/compiled/en.json'
import german from '@shared/i18n/compiled/de.json'

describe('a draft’s name on screen', () => {
  const en = createTranslator('en', english as Catalogue)
  const de = createTranslator('de', german as Catalogue)

  it('says the names new drafts get in the page’s language', () => {
    expect(draftName(de, 'Untitled draft')).toBe('Unbenannter Entwurf')
    expect(draftName(de, '')).toBe('Unbenannter Entwurf')
    expect(draftName(de, 'Draft 3')).toBe('Entwurf 3')
    expect(draftName(en, 'Draft 3')).toBe('Draft 3')
  })

  it('leaves a name the user gave as it is', () => {
    expect(draftName(de, 'Launch notes')).toBe('Launch notes')
    expect(draftName(de, 'Draft 3 of the launch')).toBe('Draft 3 of the launch')
  })
})
