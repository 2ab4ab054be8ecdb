import type { Locale } from '@shared/i18n'
import { formatsFor } from '@shared/i18n'
import { translatorFor } from '../../../../support/english'

export { translatorFor }

/** What the composer's helpers take to speak a language: its messages and its formats. */
export function wordsFor(locale: Locale) {
  return { t: translatorFor(locale), formats: formatsFor(locale), locale }
}
