import { useEffect, useState } from 'react'
import { connection } from '../api'
import { useSettingsStore } from '../store/settings/store'
import { drop } from '../util/drop'
import { NotConnected } from './NotConnected'
import { SandboxBanner } from './SandboxBanner'
import type { ScreenId } from './screens'
import { screens } from './screens'
import { Sidebar } from './Sidebar'

export function App() {
  const [current, setCurrent] = useState<ScreenId>('composer')
  const loadInfo = useSettingsStore((state) => state.loadInfo)
  useEffect(() => drop(loadInfo()), [loadInfo])

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
              {screen.render()}
            </div>
          ))}
        </main>
      </div>
    </div>
  )
}
