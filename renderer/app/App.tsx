import { useEffect } from 'react'
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

export function App() {
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

  if (connection.kind === 'none') return <NotConnected />
  return (
    <div className="app">
      <SandboxBanner />
      <div className="app__body">
        <Sidebar current={current} onSelect={setCurrent} />
        <main className="content">
          {/* Every screen stays mounted so switching away never loses what was typed. */}
          {screens.map((screen) => (
            <div key={screen.id} hidden={screen.id !== current}>
              <ErrorBoundary
                fallback={(error, retry) => <ScreenError label={screen.label} error={error} retry={retry} />}
              >
                {screen.render()}
              </ErrorBoundary>
            </div>
          ))}
        </main>
      </div>
      <MissedPrompt />
    </div>
  )
}
