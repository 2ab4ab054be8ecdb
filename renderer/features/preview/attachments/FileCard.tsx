import type { ReactNode } from 'react'
import type { PreviewFile } from '../types'
import { useT } from '@renderer/i18n/store'
import { useTimeLocale } from '../useTimeLocale'
import { humanSize } from './humanSize'

/** A file that is not shown inline: icon, name and size, as Discord's attachment card (audio adds a player). */
export function FileCard({ file, children }: { file: PreviewFile; children?: ReactNode }) {
  const t = useT()
  const { locale } = useTimeLocale()
  return (
    <div className="file-card">
      <svg
        className="file-card__icon"
        viewBox="0 0 24 30"
        width="24"
        height="30"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 1h13l7 7v21H2z" fill="currentColor" opacity="0.25" />
        <path d="M15 1v7h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <div className="file-card__text">
        <span className="file-card__name">{file.name}</span>
        <span className="file-card__size">{humanSize(file.size, t, locale)}</span>
        {children}
      </div>
    </div>
  )
}
