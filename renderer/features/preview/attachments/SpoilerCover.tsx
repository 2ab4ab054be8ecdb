import type { ReactNode } from 'react'
import { useState } from 'react'

/** A spoiler file: blurred behind a "SPOILER" label until clicked, as Discord shows one. */
export function SpoilerCover({ children }: { children: ReactNode }) {
  const [revealed, setRevealed] = useState(false)
  if (revealed) return <>{children}</>
  return (
    <div className="attachment-spoiler">
      <div className="attachment-spoiler__content" aria-hidden="true" inert>
        {children}
      </div>
      <button
        type="button"
        className="attachment-spoiler__button"
        aria-label="Reveal spoiler"
        onClick={() => setRevealed(true)}
      >
        Spoiler
      </button>
    </div>
  )
}
