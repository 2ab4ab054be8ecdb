import fs from 'node:fs'
import path from 'node:path'
import { createTranslator } from '../../shared/i18n/translate'
import type { Catalogue, Translate } from '../../shared/i18n/translate'
import type { Locale } from '../../shared/i18n/locale'
import { setCurrentTranslator } from '../../renderer/i18n/current'

/** A language's translator from its compiled catalogue, as the page loads it. */
export function translatorFor(locale: Locale): Translate {
  const file = path.join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'compiled', `${locale}.json`)
  return createTranslator(locale, JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue)
}

/** The English translator, as the page has it once its catalogue has loaded. */
export const englishTranslator = (): Translate => translatorFor('en')

/** For unit tests of page code outside components: English in force, as in the page. */
export function useEnglish(): void {
  setCurrentTranslator(englishTranslator())
}
