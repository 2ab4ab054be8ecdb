import { create } from 'zustand'
import type { RpcErrorData } from '../../../shared/rpc'
import type { SettingsView } from '../../../shared/rpc/areas/settings'
import { attempt } from '../../api/attempt'

export type ThemePreference = SettingsView['theme']
export type PreviewDensity = SettingsView['previewDensity']

export type PreferencesState = {
  theme: ThemePreference
  previewDensity: PreviewDensity
  status: 'idle' | 'ready' | 'failed'
  error: RpcErrorData | undefined
  /** Reads the saved preferences once the page starts. */
  load(): Promise<void>
  /** Applies at once and saves; a failed save is shown and the choice stays for this session. */
  setTheme(theme: ThemePreference): Promise<void>
  setPreviewDensity(density: PreviewDensity): Promise<void>
}

/** Appearance preferences from settings.json: the app's theme and the preview's density. */
export const usePreferencesStore = create<PreferencesState>()((set) => {
  const save = async (patch: Partial<SettingsView>) => {
    set({ ...patch, error: undefined })
    const outcome = await attempt('settings.update', { settings: patch })
    if (!outcome.ok) set({ error: outcome.error })
  }
  return {
    theme: 'system',
    previewDensity: 'cozy',
    status: 'idle',
    error: undefined,
    async load() {
      const outcome = await attempt('settings.get', {})
      if (outcome.ok) {
        const { theme, previewDensity } = outcome.value.settings
        set({ theme, previewDensity, status: 'ready', error: undefined })
      } else set({ status: 'failed', error: outcome.error })
    },
    setTheme: (theme) => save({ theme }),
    setPreviewDensity: (previewDensity) => save({ previewDensity }),
  }
})

export const preferencesSelectors = {
  theme: (state: PreferencesState) => state.theme,
  previewDensity: (state: PreferencesState) => state.previewDensity,
  error: (state: PreferencesState) => state.error,
}
