import type { SettingsView } from '@shared/rpc/areas/settings'
import type { JsonStore } from '../stores/jsonStore'
import type { SettingsFile } from '../stores/settingsStore'

export type SettingsServiceDeps = {
  store: JsonStore<SettingsFile>
  /** From the shell's config; shown read-only (changed only through HERALD_API_BASE / HERALD_AUTH_BASE). */
  config: { apiBase: string; authBase: string; dataDir: string }
}

export type SettingsResult = { settings: SettingsView; apiBase: string; authBase: string; dataDir: string }

/** User preferences in settings.json, with the API roots the app runs against. */
export class SettingsService {
  constructor(private readonly deps: SettingsServiceDeps) {}

  get(): SettingsResult {
    const { version: _version, ...settings } = this.deps.store.read()
    return { settings, ...this.deps.config }
  }

  current(): SettingsFile {
    return this.deps.store.read()
  }

  update(patch: Partial<SettingsView>): SettingsResult {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
    this.deps.store.update((draft) => ({ ...draft, ...defined }))
    return this.get()
  }
}
