import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '@shared/i18n'
import { formatsFor } from '@shared/i18n'
import type { Catalogue, Translate } from '@shared/i18n/translate'
import { createTranslator } from '@shared/i18n/translate'

/** A language's translator from its compiled catalogue, as the page loads it. */
export function translatorFor(locale: Locale): Translate {
  const file = path.join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    '..',
    '..',
    'shared',
    'i18n',
    'compiled',
    `${locale}.json`,
  )
  return createTranslator(locale, JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue)
}

/** What the composer's helpers take to speak a language: its messages and its formats. */
export function wordsFor(locale: Locale) {
  return { t: translatorFor(locale), formats: formatsFor(locale), locale }
}
