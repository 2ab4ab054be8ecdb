import type { ScreenId } from './screens'
import { screens } from './screens'
import { useT } from '../i18n/store'

type SidebarProps = { current: ScreenId; onSelect(id: ScreenId): void }

export function Sidebar({ current, onSelect }: SidebarProps) {
  const t = useT()
  return (
    <aside className="sidebar">
      <div className="brand">
        <span className="brand__mark" aria-hidden="true">
          H
        </span>
        <span className="brand__name">Herald</span>
      </div>
      <nav aria-label={t('shell.nav')}>
        <ul className="nav">
          {screens.map((screen) => (
            <li key={screen.id}>
              <button
                type="button"
                className="nav__item"
                aria-current={screen.id === current ? 'page' : undefined}
                onClick={() => onSelect(screen.id)}
              >
                {screen.icon}
                <span>{t(screen.labelId)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}
