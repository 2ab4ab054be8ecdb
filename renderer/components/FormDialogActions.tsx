import type { ReactNode } from 'react'
import { Button } from './Button'

type FormDialogActionsProps = {
  /** The form went through: only Done is left. */
  done: boolean
  onClose(): void
  /** The id of the form the submit button submits. */
  form: string
  disabled: boolean
  busy: boolean
  children: ReactNode
}

/** A one-form dialog's buttons: Cancel and submit (labelled by `children`) while it is open, then Done. */
export function FormDialogActions({ done, onClose, form, disabled, busy, children }: FormDialogActionsProps) {
  if (done) {
    return (
      <Button tone="primary" onClick={onClose}>
        Done
      </Button>
    )
  }
  return (
    <>
      <Button onClick={onClose}>Cancel</Button>
      <Button tone="primary" type="submit" form={form} disabled={disabled} busy={busy}>
        {children}
      </Button>
    </>
  )
}
