import type { ComponentProps } from 'react'
import type { Outcome } from '../api/attempt'
import { ConfirmDialog } from './ConfirmDialog'
import { useConfirmed } from './useConfirmed'

type ConfirmActionDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'busy' | 'error' | 'onConfirm'> & {
  /** What confirming does: the dialog is busy meanwhile, closes when it succeeds, shows its error otherwise. */
  action(): Promise<Outcome<unknown>>
}

/** A ConfirmDialog whose button runs one store action (remove, revoke, delete, disconnect). */
export function ConfirmActionDialog({ action, onClose, ...dialog }: ConfirmActionDialogProps) {
  const { busy, error, confirm } = useConfirmed(action, onClose)
  return <ConfirmDialog {...dialog} busy={busy} error={error} onConfirm={confirm} onClose={onClose} />
}
