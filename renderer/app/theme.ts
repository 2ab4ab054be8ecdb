import { useEffect, useSyncExternalStore } from 'react'
import type { ThemePreference } from '../store/preferences/store'
import { preferencesSelectors, usePreferencesStore } from '../store/preferences/store'

export type ResolvedTheme = 'light' | 'dark'

// One query list for the page: its `matches` follows the system, and a new one per render (the preview
// reads the theme on every keystroke) cost more than the rest of the hook.
let query: MediaQueryList | undefined
const darkQuery = () => (query ??= window.matchMedia('(prefers-color-scheme: dark)'))

function subscribeToSystem(listener: () => void) {
  const query = darkQuery()
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** What the operating system asks for now, following its changes. */
function useSystemTheme(): ResolvedTheme {
  return useSyncExternalStore(
    subscribeToSystem,
    () => (darkQuery().matches ? 'dark' : 'light'),
    () => 'light',
  )
}

export function resolveTheme(preference: ThemePreference, system: ResolvedTheme): ResolvedTheme {
  return preference === 'system' ? system : preference
}

/** The theme in force: the saved choice, or the system's for "System". */
export function useResolvedTheme(): ResolvedTheme {
  return resolveTheme(usePreferencesStore(preferencesSelectors.theme), useSystemTheme())
}

/**
 * Sets `data-theme` on <html>, which app.css keys its colours on. Called once before the first render
 * with the system's choice (no light flash on a dark system), then by the app as preferences load.
 */
export function applyTheme(theme: ResolvedTheme) {
  document.documentElement.dataset.theme = theme
}

export function initialTheme(): ResolvedTheme {
  return darkQuery().matches ? 'dark' : 'light'
}

/** Keeps <html data-theme> on the theme in force. */
export function useAppliedTheme() {
  const theme = useResolvedTheme()
  useEffect(() => applyTheme(theme), [theme])
}
