import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, describedBy } from '../../components/Field'

type DiscordIdFieldProps = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  disabled: boolean
}

/** A Discord id (a channel's, a webhook's): digits in a monospace box, never autocompleted. */
export function DiscordIdField({ id, label, registration, error, disabled }: DiscordIdFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        {...registration}
        {...describedBy(id, error, false)}
        className="input input--mono"
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
      />
    </Field>
  )
}
