import type { KeyboardEvent } from 'react'
import { useT } from '@renderer/i18n/store'
import { useMessageSelection } from './selection'

export const BODY_PANEL_ID = 'composer-body'
export const bodyTabId = (view: 'form' | 'json') => `composer-body-tab-${view}`

const VIEWS = [
  { view: 'form', label: 'composer.messages.view.form' },
  { view: 'json', label: 'composer.messages.view.json' },
] as const

/** Form or JSON for the selected message's body: two views of the same document, the preview beside both. */
export function BodyViewTabs({ index }: { index: number }) {
  const t = useT()
  const current = useMessageSelection((state) => state.view)
  const setView = useMessageSelection((state) => state.setView)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = current === 'form' ? 'json' : 'form'
    setView(next)
    document.getElementById(bodyTabId(next))?.focus()
  }
  return (
    <div
      className="body-tabs"
      role="tablist"
      aria-label={t('composer.messages.view.label', { number: index + 1 })}
      onKeyDown={onKeyDown}
    >
      {VIEWS.map(({ view, label }) => (
        <button
          key={view}
          type="button"
          role="tab"
          id={bodyTabId(view)}
          className="body-tabs__tab"
          aria-selected={current === view}
          aria-controls={BODY_PANEL_ID}
          tabIndex={current === view ? 0 : -1}
          onClick={() => setView(view)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  )
}
