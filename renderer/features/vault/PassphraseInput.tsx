import type { UseFormRegisterReturn } from 'react-hook-form'
import { describedBy } from '../../components/Field'

type PassphraseInputProps = {
  id: string
  registration: UseFormRegisterReturn
  error: string | undefined
  hasHint?: boolean
  autoComplete: 'current-password' | 'new-password'
  autoFocus?: boolean
}

/** A password field: never echoed, never spell-checked, never kept by the page after the form resets. */
export function PassphraseInput({
  id,
  registration,
  error,
  hasHint = false,
  autoComplete,
  autoFocus,
}: PassphraseInputProps) {
  return (
    <input
      {...registration}
      {...describedBy(id, error, hasHint)}
      className="input"
      type="password"
      autoComplete={autoComplete}
      spellCheck={false}
      autoFocus={autoFocus}
    />
  )
}
