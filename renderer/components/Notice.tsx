import type { ReactNode } from 'react'
import { Button } from './Button'
import { useT } from '../i18n/store'

type NoticeProps = {
  tone: 'success' | 'error' | 'warning' | 'info'
  title: string
  children?: ReactNode
  actions?: ReactNode
  /** Adds a Dismiss button after the actions. */
  onDismiss?: (() => void) | undefined
}

/** A boxed message. Errors are announced at once (role=alert); the rest politely (role=status). */
export function Notice({ tone, title, children, actions, onDismiss }: NoticeProps) {
  const t = useT()
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
      {(actions || onDismiss) && (
        <div className="notice__actions">
          {actions}
          {onDismiss && (
            <Button tone="ghost" onClick={onDismiss}>
              {t('common.dismiss')}
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
