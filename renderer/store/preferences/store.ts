import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { SettingsView } from '@shared/rpc/areas/settings'
import { attempt } from '../../api/attempt'

export type ThemePreference = SettingsView['theme']
export type PreviewDensity = SettingsView['previewDensity']

export type PreferencesState = {
  theme: ThemePreference
  previewDensity: PreviewDensity
  /** The preview shows web images, fetched by the services (Settings, "Show web images in the preview"). */
  previewWebImages: boolean
  status: 'idle' | 'ready' | 'failed'
  error: RpcErrorData | undefined
  /** Reads the saved preferences once the page starts. */
  load(): Promise<void>
  /** Applies at once and saves; a failed save is shown and the choice stays for this session. */
  setTheme(theme: ThemePreference): Promise<void>
  setPreviewDensity(density: PreviewDensity): Promise<void>
  setPreviewWebImages(show: boolean): Promise<void>
}

/** Appearance preferences from settings.json: the app's theme, the preview's density and web images. */
export const usePreferencesStore = create<PreferencesState>()((set) => {
  const save = async (patch: Partial<SettingsView>) => {
    set({ ...patch, error: undefined })
    const outcome = await attempt('settings.update', { settings: patch })
    if (!outcome.ok) set({ error: outcome.error })
  }
  return {
    theme: 'system',
    previewDensity: 'cozy',
    previewWebImages: true,
    status: 'idle',
    error: undefined,
    async load() {
      const outcome = await attempt('settings.get', {})
      if (outcome.ok) {
        const { theme, previewDensity, previewWebImages = true } = outcome.value.settings
        set({ theme, previewDensity, previewWebImages, status: 'ready', error: undefined })
      } else set({ status: 'failed', error: outcome.error })
    },
    setTheme: (theme) => save({ theme }),
    setPreviewDensity: (previewDensity) => save({ previewDensity }),
    setPreviewWebImages: (previewWebImages) => save({ previewWebImages }),
  }
})

export const preferencesSelectors = {
  theme: (state: PreferencesState) => state.theme,
  previewDensity: (state: PreferencesState) => state.previewDensity,
  previewWebImages: (state: PreferencesState) => state.previewWebImages,
  error: (state: PreferencesState) => state.error,
}
