import type { ReactNode } from 'react'
import type { RpcErrorData } from '../../shared/rpc'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { ErrorNotice } from './ErrorNotice'

type ConfirmDialogProps = {
  title: string
  /** The verb on the button that does it ("Revoke webhook"). */
  confirmLabel: string
  tone?: 'default' | 'danger'
  busy?: boolean
  error?: RpcErrorData | undefined
  onConfirm(): void
  onClose(): void
  children: ReactNode
}

/** Asks before something that cannot be undone; Cancel has the focus first, so Enter never destroys. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, confirmLabel, tone = 'default', busy = false, error, onConfirm, onClose, children } = props
  return (
    <Dialog
      title={title}
      tone={tone}
      onClose={onClose}
      actions={
        <>
          <Button data-autofocus onClick={onClose} disabled={busy}>
            Cancel
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
