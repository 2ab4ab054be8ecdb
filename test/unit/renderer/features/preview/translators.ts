import type { Catalogue, Translate } from '@shared/i18n/translate'
import { createTranslator } from '@shared/i18n/translate'
import type { Locale } from '@shared/i18n'
import english from '@shared/i18n/compiled/en.json'
import german from '@shared/i18n/compiled/de.json'
import french from '@shared/i18n/compiled/fr.json'
import russian from '@shared/i18n/compiled/ru.json'
import arabic from '@shared/i18n/compiled/ar.json'

const compiled = { en: english, de: german, fr: french, ru: russian, ar: arabic } as const

/** The app's real translator for a language, as the History and preview helpers' tests need. */
export function translator(locale: keyof typeof compiled & Locale): Translate {
  return createTranslator(locale, compiled[locale] as Catalogue)
}
