import fs from 'node:fs'
import path from 'node:path'
import { createTranslator } from '../../shared/i18n/translate'
import type { Catalogue, Translate } from '../../shared/i18n/translate'
import { setCurrentTranslator } from '../../renderer/i18n/current'

/** The English translator, as the page has it once its catalogue has loaded. */
export function englishTranslator(): Translate {
  const file = path.join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'compiled', 'en.json')
  return createTranslator('en', JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue)
}

/** For unit tests of page code outside components: English in force, as in the page. */
export function useEnglish(): void {
  setCurrentTranslator(englishTranslator())
}
