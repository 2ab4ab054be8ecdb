import type { LanguagePreference } from '@shared/i18n'
import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALE } from '@shared/i18n'
import { ErrorNotice } from '../../components/ErrorNotice'
import { chooseLanguage } from '../../i18n/language'
import { useLocaleStore, useT } from '../../i18n/store'
import { drop } from '../../util/drop'
import { ChoiceSelect } from './AppearanceSettings'

/**
 * Settings → Language: the system's or one Herald has, each by its own name; applies at once and is
 * saved. The pseudo-locale is listed as "Pseudo" for finding untranslated or cut-off text.
 */
export function LanguageSettings() {
  const t = useT()
  const preference = useLocaleStore((state) => state.preference)
  const error = useLocaleStore((state) => state.error)
  const options: { value: LanguagePreference; label: string }[] = [
    { value: 'system', label: t('settings.language.system') },
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
    { value: PSEUDO_LOCALE, label: t('settings.language.pseudo') },
  ]
  return (
    <section className="card" aria-labelledby="language-heading">
      <h2 id="language-heading" className="card__title">
        {t('settings.language.title')}
      </h2>
      <div className="appearance">
        <ChoiceSelect
          id="settings-language"
          label={t('settings.language')}
          hint={t('settings.language.hint')}
          options={options}
          value={preference}
          onChange={(value) => drop(chooseLanguage(value))}
        />
      </div>
      {error && <ErrorNotice error={error} />}
    </section>
  )
}
