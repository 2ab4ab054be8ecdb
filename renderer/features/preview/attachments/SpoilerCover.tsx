import type { ReactNode } from 'react'
import { useState } from 'react'
import { useT } from '@renderer/i18n/store'

/** A spoiler file: blurred behind a "SPOILER" label until clicked, as Discord shows one. */
export function SpoilerCover({ children }: { children: ReactNode }) {
  const t = useT()
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
        aria-label={t('preview.spoiler.reveal')}
        onClick={() => setRevealed(true)}
      >
        {t('preview.spoiler')}
      </button>
    </div>
  )
}
