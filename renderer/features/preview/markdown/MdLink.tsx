import type { ReactNode } from 'react'
import { useContext } from 'react'
import { ConcealedContext } from '../previewContext'

/** A link as Discord draws it; it opens outside the app (a new window the shell hands to the browser). */
export function MdLink({ url, title, children }: { url: string; title?: string; children: ReactNode }) {
  const concealed = useContext(ConcealedContext)
  if (concealed) return <span className="md-link">{children}</span>
  return (
    <a className="md-link" href={url} title={title ?? url} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  )
}
