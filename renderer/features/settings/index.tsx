import { Notice } from '../../components/Notice'
import { settingsSelectors, useSettingsStore } from '../../store/settings/store'

const shellNames = { electron: 'Desktop window (Electron)', browser: 'Browser host on this computer' }

/** What this app is and where it sends requests; the editable settings arrive with later issues. */
export function Settings() {
  const info = useSettingsStore(settingsSelectors.info)
  const loadError = useSettingsStore(settingsSelectors.loadError)

  return (
    <div className="screen">
      <header className="screen__header">
        <h1>Settings</h1>
        <p className="screen__lede">Where Herald sends requests, and how it is running.</p>
      </header>
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
            <dd>
              {info.sandbox ? 'Sandbox: requests go to the local emulator' : 'Live: requests go to Discord'}
            </dd>
          </dl>
          <p className="card__note">
            These come from <code>HERALD_API_BASE</code> and <code>HERALD_AUTH_BASE</code> when set.
          </p>
        </section>
      )}
    </div>
  )
}
