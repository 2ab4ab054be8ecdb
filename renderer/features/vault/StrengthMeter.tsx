import type { Control, FieldValues, Path } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { passphraseStrength } from '../../store/vault/passphraseStrength'

/** Its own component so typing re-renders the meter, not the form. Shows a level, never the text. */
export function StrengthMeter<T extends FieldValues & { passphrase: string }>({
  control,
  id,
}: {
  control: Control<T>
  id: string
}) {
  const passphrase = (useWatch({ control, name: 'passphrase' as Path<T> }) as string | undefined) ?? ''
  const strength = passphraseStrength(passphrase)
  return (
    <div className="strength" id={id} aria-live="polite">
      <span className={`strength__bar strength__bar--${strength.level}`} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="strength__text">
        <strong>{strength.label}.</strong> {strength.hint}
      </span>
    </div>
  )
}
