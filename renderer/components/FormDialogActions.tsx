import type { ReactNode } from 'react'
import { Button } from './Button'
import { useT } from '../i18n/store'

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
  const t = useT()
  if (done) {
    return (
      <Button tone="primary" onClick={onClose}>
        {t('common.done')}
      </Button>
    )
  }
  return (
    <>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button tone="primary" type="submit" form={form} disabled={disabled} busy={busy}>
        {children}
      </Button>
    </>
  )
}
