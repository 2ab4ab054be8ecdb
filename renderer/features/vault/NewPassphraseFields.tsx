import type { UseFormReturn } from 'react-hook-form'
import { Field } from '../../components/Field'
import { PassphraseInput } from './PassphraseInput'
import { StrengthMeter } from './StrengthMeter'
import type { NewPassphraseValues } from './vaultSchemas'

/** New passphrase, its strength, and the confirmation. */
export function NewPassphraseFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<NewPassphraseValues>
  idPrefix: string
}) {
  const { errors } = form.formState
  const id = `${idPrefix}-passphrase`
  return (
    <>
      <Field
        id={id}
        label="Passphrase"
        error={errors.passphrase?.message}
        hint={<StrengthMeter control={form.control} id={`${id}-strength`} />}
      >
        <PassphraseInput
          id={id}
          registration={form.register('passphrase')}
          error={errors.passphrase?.message}
          hasHint
          autoComplete="new-password"
        />
      </Field>
      <Field id={`${idPrefix}-confirm`} label="Confirm passphrase" error={errors.confirm?.message}>
        <PassphraseInput
          id={`${idPrefix}-confirm`}
          registration={form.register('confirm')}
          error={errors.confirm?.message}
          autoComplete="new-password"
        />
      </Field>
    </>
  )
}
