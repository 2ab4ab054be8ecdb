import type { MessageKey } from '@shared/i18n'
import { useT } from '../../i18n/store'
import { ErrorNotice } from '../../components/ErrorNotice'
import type { PreviewDensity, ThemePreference } from '../../store/preferences/store'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'
import { drop } from '../../util/drop'
import './appearance.css'

const THEMES: { value: ThemePreference; label: MessageKey }[] = [
  { value: 'system', label: 'settings.theme.system' },
  { value: 'light', label: 'settings.theme.light' },
  { value: 'dark', label: 'settings.theme.dark' },
]

const DENSITIES: { value: PreviewDensity; label: MessageKey }[] = [
  { value: 'cozy', label: 'settings.density.cozy' },
  { value: 'compact', label: 'settings.density.compact' },
]

/** The app's theme and how the message preview lays messages out; each choice applies and saves at once. */
export function AppearanceSettings() {
  const theme = usePreferencesStore(preferencesSelectors.theme)
  const density = usePreferencesStore(preferencesSelectors.previewDensity)
  const error = usePreferencesStore(preferencesSelectors.error)
  const setTheme = usePreferencesStore((state) => state.setTheme)
  const setDensity = usePreferencesStore((state) => state.setPreviewDensity)
  const t = useT()
  return (
    <section className="card" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading" className="card__title">
        {t('settings.appearance')}
      </h2>
      <div className="appearance">
        <ChoiceSelect
          id="settings-theme"
          label={t('settings.theme')}
          hint={t('settings.theme.hint')}
          options={THEMES.map(({ value, label }) => ({ value, label: t(label) }))}
          value={theme}
          onChange={(value) => drop(setTheme(value))}
        />
        <ChoiceSelect
          id="settings-density"
          label={t('settings.density')}
          hint={t('settings.density.hint')}
          options={DENSITIES.map(({ value, label }) => ({ value, label: t(label) }))}
          value={density}
          onChange={(value) => drop(setDensity(value))}
        />
      </div>
      {error && <ErrorNotice error={error} />}
    </section>
  )
}

type ChoiceSelectProps<T extends string> = {
  id: string
  label: string
  hint: string
  options: { value: T; label: string }[]
  value: T
  onChange(value: T): void
}

/** One appearance choice: a labelled select over its options, with a hint. */
export function ChoiceSelect<T extends string>({
  id,
  label,
  hint,
  options,
  value,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        aria-describedby={`${id}-hint`}
        // The options are exactly `options`, so the value is one of them.
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  )
}
