import type { UseFormReturn } from 'react-hook-form'
import { useT } from '../../i18n/store'
import { PassphraseField } from './PassphraseField'
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
  const t = useT()
  const { errors } = form.formState
  const id = `${idPrefix}-passphrase`
  return (
    <>
      <PassphraseField
        id={id}
        label={t('vault.passphrase')}
        registration={form.register('passphrase')}
        error={errors.passphrase?.message}
        hint={<StrengthMeter control={form.control} id={`${id}-strength`} />}
        autoComplete="new-password"
      />
      <PassphraseField
        id={`${idPrefix}-confirm`}
        label={t('vault.passphrase.confirm')}
        registration={form.register('confirm')}
        error={errors.confirm?.message}
        autoComplete="new-password"
      />
    </>
  )
}
