import type { KeyboardEvent } from 'react'
import type { MessageKey } from '@shared/i18n'
import { SHORTCUTS, ariaShortcut, shortcutLabel } from '@shared/shortcuts/table'
import { useT } from '@renderer/i18n/store'
import { isMacPlatform } from '../message/shortcuts'
import type { PaneView } from './paneLayout'
import { usePaneLayout } from './paneLayout'

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform)

const TABS: { view: PaneView; label: MessageKey }[] = [
  { view: 'editor', label: 'composer.layout.editor' },
  { view: 'preview', label: 'composer.layout.preview' },
]

export const paneTabId = (view: PaneView) => `composer-pane-tab-${view}`

/** In a window too narrow for both: Editor or Preview, a tab pair (arrow keys move between them). */
export function PaneSwitch({ panels }: { panels: Record<PaneView, string> }) {
  const t = useT()
  const view = usePaneLayout((state) => state.view)
  const show = usePaneLayout((state) => state.show)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = view === 'editor' ? 'preview' : 'editor'
    show(next)
    document.getElementById(paneTabId(next))?.focus()
  }
  return (
    <div className="pane-switch" role="tablist" aria-label={t('composer.layout.show')} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.view}
          type="button"
          role="tab"
          id={paneTabId(tab.view)}
          className="pane-switch__tab"
          aria-selected={view === tab.view}
          aria-controls={panels[tab.view]}
          aria-keyshortcuts={ariaShortcut(SHORTCUTS.preview, MAC)}
          tabIndex={view === tab.view ? 0 : -1}
          title={t('composer.layout.switchTitle', { keys: shortcutLabel(SHORTCUTS.preview, MAC) })}
          onClick={() => show(tab.view)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  )
}
