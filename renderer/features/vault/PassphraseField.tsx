import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, describedBy } from '../../components/Field'

type PassphraseFieldProps = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  /** Under the field while it has no error (the strength meter). */
  hint?: ReactNode
  autoComplete: 'current-password' | 'new-password'
  autoFocus?: boolean
}

/** A password field: never echoed, never spell-checked, never kept by the page after the form resets. */
export function PassphraseField(props: PassphraseFieldProps) {
  const { id, label, registration, error, hint, autoComplete, autoFocus } = props
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        {...registration}
        {...describedBy(id, error, hint !== undefined)}
        className="input"
        type="password"
        autoComplete={autoComplete}
        spellCheck={false}
        autoFocus={autoFocus}
      />
    </Field>
  )
}
