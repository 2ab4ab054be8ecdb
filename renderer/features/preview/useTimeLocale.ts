import { useLocaleStore } from '@renderer/i18n/store'
import type { Locale } from '@shared/i18n'
import type { TimeLocale } from './markdown/formatTimestamp'
import { intlTag } from './intlTag'

/** One object per language, so memoised parts that take it see the same value until the language changes. */
const byLocale = new Map<Locale, TimeLocale>()

/**
 * Where the preview's times are said: in the app's language (Discord formats `<t:…>` and message times
 * in its reader's locale; here the reader is the user) and the computer's time zone.
 */
export function useTimeLocale(): TimeLocale {
  const locale = useLocaleStore((state) => state.locale)
  let where = byLocale.get(locale)
  if (!where) {
    where = { locale: intlTag(locale) }
    byLocale.set(locale, where)
  }
  return where
}
