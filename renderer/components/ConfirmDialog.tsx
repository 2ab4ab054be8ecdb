import { useEffect, useRef, type ReactNode } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { useConfirmations } from '../store/settings/confirmations'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { ErrorNotice } from './ErrorNotice'
import { useT } from '../i18n/store'

type ConfirmDialogProps = {
  title: string
  /** The verb on the button that does it ("Revoke webhook"). */
  confirmLabel: string
  tone?: 'default' | 'danger'
  busy?: boolean
  error?: RpcErrorData | undefined
  /**
   * Only for what can be redone on this computer (a local draft, a library entry): with Settings →
   * "Ask before deleting" off, it is done at once and the dialog shows only if it fails. Whatever Discord
   * cannot undo (revoke, delete a sent message) leaves this unset and always asks.
   */
  skippable?: boolean
  onConfirm(): void
  onClose(): void
  children: ReactNode
}

/**
 * Asks before something destructive; Cancel has the focus first, so Enter never destroys. The one place
 * that honours the confirmDestructive setting (see `skippable`).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    title,
    confirmLabel,
    tone = 'default',
    busy = false,
    error,
    skippable = false,
    onConfirm,
    onClose,
    children,
  } = props
  const t = useT()
  const skip = useConfirmations((state) => skippable && !state.confirmDestructive)
  // Once per opening, even when StrictMode runs effects twice.
  const confirmed = useRef(false)
  useEffect(() => {
    if (!skip || confirmed.current) return
    confirmed.current = true
    onConfirm()
  }, [skip, onConfirm])
  if (skip && !error) return null
  return (
    <Dialog
      title={title}
      tone={tone}
      onClose={onClose}
      actions={
        <>
          <Button data-autofocus onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            tone={tone === 'danger' ? 'danger' : 'primary'}
            busy={busy}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <ErrorNotice error={error} />}
    </Dialog>
  )
}
