import type { AppInfo } from '@shared/rpc/areas/app'
import { Notice } from '../../components/Notice'
import { settingsSelectors, useSettingsStore } from '../../store/settings/store'
import { DEFAULT_API_BASE } from '@shared/discord'
import { VaultSettings } from '../vault'
import { AppearanceSettings } from './AppearanceSettings'
import { BackupSettings } from './backup/BackupSettings'
import { ConfirmationSettings } from './ConfirmationSettings'
import { SendingSettings } from './SendingSettings'
import { WebImageSettings } from './WebImageSettings'

function modeOf(info: AppInfo): string {
  if (info.sandbox) return 'Sandbox: requests go to the local Discord emulator'
  if (info.apiBase === DEFAULT_API_BASE) return 'Live: requests go to Discord'
  return 'Custom API root: requests go to the address above, not to Discord'
}

const shellNames = { electron: 'Desktop window (Electron)', browser: 'Browser host on this computer' }

/** Appearance, what this app is and where it sends requests, and the vault. */
export function Settings() {
  const info = useSettingsStore(settingsSelectors.info)
  const loadError = useSettingsStore(settingsSelectors.loadError)

  return (
    <div className="screen">
      <header className="screen__header">
        <h1>Settings</h1>
        <p className="screen__lede">How Herald looks, where it sends requests, and how it is running.</p>
      </header>
      <AppearanceSettings />
      <SendingSettings />
      <WebImageSettings />
      <ConfirmationSettings />
      {loadError && (
        <Notice tone="error" title="Could not load the app information">
          {loadError}
        </Notice>
      )}
      {info && (
        <section className="card" aria-labelledby="about-heading">
          <h2 id="about-heading" className="card__title">
            About Herald
          </h2>
          <dl className="facts facts--wide">
            <dt>Version</dt>
            <dd>{info.version}</dd>
            <dt>Running as</dt>
            <dd>{shellNames[info.shell]}</dd>
            <dt>API root</dt>
            <dd>
              <code>{info.apiBase}</code>
            </dd>
            <dt>OAuth2 root</dt>
            <dd>
              <code>{info.authBase}</code>
            </dd>
            <dt>Mode</dt>
            <dd>{modeOf(info)}</dd>
          </dl>
          <p className="card__note">
            These come from <code>HERALD_API_BASE</code> and <code>HERALD_AUTH_BASE</code> when set.
          </p>
        </section>
      )}
      <BackupSettings />
      <VaultSettings />
    </div>
  )
}
