import type { Locale } from '@shared/i18n'
import { PSEUDO_LOCALE } from '@shared/i18n'

/** The tag Intl formats a locale in: the pseudo-locale's dates and numbers are English's. */
export function intlTag(locale: Locale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale
}
