import { ErrorNotice } from '../../components/ErrorNotice'
import type { PreviewDensity, ThemePreference } from '../../store/preferences/store'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'
import { drop } from '../../util/drop'
import './appearance.css'

const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

const DENSITIES: { value: PreviewDensity; label: string }[] = [
  { value: 'cozy', label: 'Cozy' },
  { value: 'compact', label: 'Compact' },
]

/** The app's theme and how the message preview lays messages out; each choice applies and saves at once. */
export function AppearanceSettings() {
  const theme = usePreferencesStore(preferencesSelectors.theme)
  const density = usePreferencesStore(preferencesSelectors.previewDensity)
  const error = usePreferencesStore(preferencesSelectors.error)
  const setTheme = usePreferencesStore((state) => state.setTheme)
  const setDensity = usePreferencesStore((state) => state.setPreviewDensity)
  return (
    <section className="card" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading" className="card__title">
        Appearance
      </h2>
      <div className="appearance">
        <div className="field">
          <label className="field__label" htmlFor="settings-theme">
            Theme
          </label>
          <select
            id="settings-theme"
            className="input"
            value={theme}
            aria-describedby="settings-theme-hint"
            onChange={(event) => drop(setTheme(event.target.value as ThemePreference))}
          >
            {THEMES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="field__hint" id="settings-theme-hint">
            System follows your computer’s light or dark mode. The message preview uses the same theme.
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="settings-density">
            Message density
          </label>
          <select
            id="settings-density"
            className="input"
            value={density}
            aria-describedby="settings-density-hint"
            onChange={(event) => drop(setDensity(event.target.value as PreviewDensity))}
          >
            {DENSITIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="field__hint" id="settings-density-hint">
            How the preview lays a message out, as Discord’s cozy (with avatars) or compact display.
          </p>
        </div>
      </div>
      {error && <ErrorNotice error={error} />}
    </section>
  )
}
