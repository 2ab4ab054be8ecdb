import type { ReactNode } from 'react'
import { useState } from 'react'
import { ConcealedContext } from '../previewContext'

/**
 * `||text||`: hidden behind a block until clicked (or Enter/Space, being a button), then shown for good,
 * as in Discord. While hidden, links inside are inert so a click reveals instead of following one.
 */
export function Spoiler({ children }: { children: ReactNode }) {
  const [revealed, setRevealed] = useState(false)
  if (revealed) return <span className="md-spoiler md-spoiler--revealed">{children}</span>
  return (
    <button
      type="button"
      className="md-spoiler"
      aria-label="Reveal spoiler"
      onClick={() => setRevealed(true)}
    >
      <span className="md-spoiler__text" aria-hidden="true">
        <ConcealedContext value={true}>{children}</ConcealedContext>
      </span>
    </button>
  )
}
