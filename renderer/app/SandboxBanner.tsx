import { useT } from '../i18n/store'
import { settingsSelectors, useSettingsStore } from '../store/settings/store'

/** Always visible in sandbox mode, so nobody mistakes the emulator's demo server for Discord. */
export function SandboxBanner() {
  const t = useT()
  const isSandbox = useSettingsStore(settingsSelectors.isSandbox)
  if (!isSandbox) return null
  return (
    <div className="sandbox-banner" role="note" aria-label={t('shell.sandbox')}>
      <strong>{t('shell.sandbox')}</strong> {t('shell.sandbox.body')}
    </div>
  )
}
