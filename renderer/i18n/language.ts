import type { LanguagePreference, Locale } from '@shared/i18n'
import { DEFAULT_LOCALE, directionOf, formatsFor, loadTranslator, resolveLocale } from '@shared/i18n'
import { attempt } from '../api/attempt'
import { setCurrentTranslator } from './current'
import { useLocaleStore } from './store'

const systemLanguages = () => navigator.languages

/** Loads `locale`'s catalogue and makes it the page's, with <html lang dir> following it. */
async function apply(locale: Locale, preference: LanguagePreference): Promise<void> {
  const t = await loadTranslator(locale)
  setCurrentTranslator(t)
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
  useLocaleStore.setState({ preference, locale, t, formats: formatsFor(locale), error: undefined })
}

/** Before the first render: the saved choice (or the system's language) with its catalogue loaded. */
export async function startLanguage(): Promise<void> {
  const outcome = await attempt('settings.get', {})
  const preference = (outcome.ok && outcome.value.settings.language) || 'system'
  const locale = resolveLocale(preference, systemLanguages())
  // A catalogue that failed to load (a broken build) leaves English rather than bare ids.
  await apply(locale, preference).catch(() => apply(DEFAULT_LOCALE, preference))
}

/** Settings → Language: switches at once, without a reload, and saves; a failed save is shown. */
export async function chooseLanguage(preference: LanguagePreference): Promise<void> {
  await apply(resolveLocale(preference, systemLanguages()), preference)
  const outcome = await attempt('settings.update', { settings: { language: preference } })
  if (!outcome.ok && useLocaleStore.getState().preference === preference) {
    useLocaleStore.setState({ error: outcome.error })
  }
}
