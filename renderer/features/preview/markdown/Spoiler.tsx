import type { ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { useT } from '@renderer/i18n/store'
import { ConcealedContext } from '../previewContext'

/**
 * `||text||`: hidden behind a block until clicked (or Enter/Space, being a button), then shown for good,
 * as in Discord. While hidden, links inside are inert so a click reveals instead of following one.
 */
export function Spoiler({ children }: { children: ReactNode }) {
  const t = useT()
  const [revealed, setRevealed] = useState(false)
  const shown = useRef<HTMLSpanElement>(null)
  // The button goes away when revealed; the focus moves to what it hid instead of falling to the page.
  const [moveFocus, setMoveFocus] = useState(false)
  useEffect(() => {
    if (revealed && moveFocus) shown.current?.focus()
  }, [revealed, moveFocus])
  if (revealed) {
    return (
      <span ref={shown} className="md-spoiler md-spoiler--revealed" tabIndex={-1}>
        {children}
      </span>
    )
  }
  return (
    <button
      type="button"
      className="md-spoiler"
      aria-label={t('preview.spoiler.reveal')}
      onClick={(event) => {
        setMoveFocus(event.currentTarget === document.activeElement)
        setRevealed(true)
      }}
    >
      <span className="md-spoiler__text" aria-hidden="true">
        <ConcealedContext value={true}>{children}</ConcealedContext>
      </span>
    </button>
  )
}
