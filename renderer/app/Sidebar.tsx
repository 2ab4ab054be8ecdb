import type { ScreenId } from './screens'
import { screens } from './screens'

type SidebarProps = { current: ScreenId; onSelect(id: ScreenId): void }

export function Sidebar({ current, onSelect }: SidebarProps) {
  return (
    <aside className="sidebar">
      <div className="brand">
        <span className="brand__mark" aria-hidden="true">
          H
        </span>
        <span className="brand__name">Herald</span>
      </div>
      <nav aria-label="Main">
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
                <span>{screen.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}
