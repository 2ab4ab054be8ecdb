import type { MessageKey } from '@shared/i18n'
import { useT } from '../../i18n/store'
import { LanguageSettings } from './LanguageSettings'
import type { AppInfo } from '@shared/rpc/areas/app'
import { saidText } from '@shared/rpc/saidText'
import { Notice } from '../../components/Notice'
import { settingsSelectors, useSettingsStore } from '../../store/settings/store'
import { DEFAULT_API_BASE } from '@shared/discord'
import { VaultSettings } from '../vault'
import { AppearanceSettings } from './AppearanceSettings'
import { BackupSettings } from './backup/BackupSettings'
import { ConfirmationSettings } from './ConfirmationSettings'
import { SendingSettings } from './SendingSettings'
import { WebImageSettings } from './WebImageSettings'

function modeOf(info: AppInfo): MessageKey {
  if (info.sandbox) return 'settings.about.mode.sandbox'
  if (info.apiBase === DEFAULT_API_BASE) return 'settings.about.mode.live'
  return 'settings.about.mode.custom'
}

const shellNames: Record<AppInfo['shell'], MessageKey> = {
  electron: 'settings.about.shell.electron',
  browser: 'settings.about.shell.browser',
}

/** Appearance, what this app is and where it sends requests, and the vault. */
export function Settings() {
  const info = useSettingsStore(settingsSelectors.info)
  const loadError = useSettingsStore(settingsSelectors.loadError)
  const t = useT()

  return (
    <div className="screen">
      <header className="screen__header">
        <h1>{t('screens.settings')}</h1>
        <p className="screen__lede">{t('settings.lede')}</p>
      </header>
      <LanguageSettings />
      <AppearanceSettings />
      <SendingSettings />
      <WebImageSettings />
      <ConfirmationSettings />
      {loadError && (
        <Notice tone="error" title={t('settings.about.loadFailed')}>
          {saidText(t, loadError)}
        </Notice>
      )}
      {info && (
        <section className="card" aria-labelledby="about-heading">
          <h2 id="about-heading" className="card__title">
            {t('settings.about.title')}
          </h2>
          <dl className="facts facts--wide">
            <dt>{t('settings.about.version')}</dt>
            <dd>{info.version}</dd>
            <dt>{t('settings.about.runningAs')}</dt>
            <dd>{t(shellNames[info.shell])}</dd>
            <dt>{t('settings.about.apiRoot')}</dt>
            <dd>
              <code>{info.apiBase}</code>
            </dd>
            <dt>{t('settings.about.authRoot')}</dt>
            <dd>
              <code>{info.authBase}</code>
            </dd>
            <dt>{t('settings.about.mode')}</dt>
            <dd>{t(modeOf(info))}</dd>
          </dl>
          <p className="card__note">
            {t('settings.about.note', { api: 'HERALD_API_BASE', auth: 'HERALD_AUTH_BASE' })}
          </p>
        </section>
      )}
      <BackupSettings />
      <VaultSettings />
    </div>
  )
}
