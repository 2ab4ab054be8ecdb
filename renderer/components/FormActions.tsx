import type { ReactNode } from 'react'
import { Button } from './Button'
import { useT } from '../i18n/store'

type FormActionsProps = {
  /** The submit button's name ("Save settings"). */
  submit: string
  /** The form is submitting: the button spins and cannot be pressed again. */
  busy: boolean
  disabled?: boolean
  tone?: 'primary' | 'secondary'
  /** Adds a Cancel button before the submit button (a form in a dialog). */
  onCancel?: () => void
  /** Said before the buttons, e.g. why the form is disabled. */
  note?: ReactNode
}

/** A form's buttons, right-aligned: an optional note and Cancel, then submit. */
export function FormActions({
  submit,
  busy,
  disabled = false,
  tone = 'primary',
  onCancel,
  note,
}: FormActionsProps) {
  const t = useT()
  return (
    <div className="form-actions">
      {note && <span className="form-actions__note">{note}</span>}
      {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      <Button type="submit" tone={tone} busy={busy} disabled={disabled || busy}>
        {submit}
      </Button>
    </div>
  )
}
