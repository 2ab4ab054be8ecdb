import { settingsSelectors, useSettingsStore } from '../store/settings/store'

/** Always visible in sandbox mode, so nobody mistakes the emulator's demo server for Discord. */
export function SandboxBanner() {
  const isSandbox = useSettingsStore(settingsSelectors.isSandbox)
  if (!isSandbox) return null
  return (
    <div className="sandbox-banner" role="note" aria-label="Sandbox">
      <strong>Sandbox</strong> Messages go to the local Discord emulator, not to Discord.
    </div>
  )
}
