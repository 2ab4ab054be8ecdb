import { useEffect, useState } from 'react'
import { connection } from '../api'
import { useNavigationStore } from '../store/navigation/store'
import { usePreferencesStore } from '../store/preferences/store'
import { useSettingsStore } from '../store/settings/store'
import { loadConfirmations } from '../store/settings/loadConfirmations'
import { drop } from '../util/drop'
import { useMenuCommands } from './menuCommands'
import { NotConnected } from './NotConnected'
import { SandboxBanner } from './SandboxBanner'
import { screens } from './screens'
import { Sidebar } from './Sidebar'
import { useAppliedTheme } from './theme'
import { ScreenError } from './ScreenError'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { MissedPrompt } from '../features/composer/schedule'
import { WebImages } from './WebImages'
import { trackHeaderHeight } from './trackHeaderHeight'
import { useT } from '../i18n/store'

export function App() {
  const t = useT()
  // A store, so one screen can send the user to another (history → composer for an edit).
  const current = useNavigationStore((state) => state.current)
  const setCurrent = useNavigationStore((state) => state.go)
  const loadInfo = useSettingsStore((state) => state.loadInfo)
  useEffect(() => drop(loadInfo()), [loadInfo])
  const loadPreferences = usePreferencesStore((state) => state.load)
  useEffect(() => drop(loadPreferences()), [loadPreferences])
  // Before any dialog opens, so a delete made right after start honours the setting.
  useEffect(loadConfirmations, [])
  useAppliedTheme()
  useMenuCommands()
  // A screen is first rendered when first shown (so its code loads then), and stays mounted afterwards.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([current]))
  if (!shown.has(current)) setShown(new Set([...shown, current]))

  if (connection.kind === 'none') return <NotConnected />
  return (
    <WebImages>
      <div className="app">
        <SandboxBanner />
        <div className="app__body">
          <Sidebar current={current} onSelect={setCurrent} />
          <main className="content">
            {/* Every screen shown once stays mounted so switching away never loses what was typed. */}
            {screens.map((screen) => (
              // Each screen scrolls in its own frame, under the banner and beside the sidebar, which stay.
              <div
                key={screen.id}
                className={`content__screen content__screen--${screen.id}`}
                hidden={screen.id !== current}
                ref={trackHeaderHeight}
              >
                <ErrorBoundary
                  fallback={(error, retry) => (
                    <ScreenError label={t(screen.labelId)} error={error} retry={retry} />
                  )}
                >
                  {shown.has(screen.id) && screen.render()}
                </ErrorBoundary>
              </div>
            ))}
          </main>
        </div>
        <MissedPrompt />
      </div>
    </WebImages>
  )
}
