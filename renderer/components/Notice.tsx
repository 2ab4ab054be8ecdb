import type { ReactNode } from 'react'

type NoticeProps = {
  tone: 'success' | 'error' | 'warning' | 'info'
  title: string
  children?: ReactNode
  actions?: ReactNode
}

/** A boxed message. Errors are announced at once (role=alert); the rest politely (role=status). */
export function Notice({ tone, title, children, actions }: NoticeProps) {
  return (
    <section
      className={`notice notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-label={title}
    >
      <div className="notice__body">
        <h3 className="notice__title">{title}</h3>
        {children}
      </div>
      {actions && <div className="notice__actions">{actions}</div>}
    </section>
  )
}
