import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { FormActions } from '../../components/FormActions'
import { useVaultStore } from '../../store/vault/store'
import { PassphraseField } from './PassphraseField'
import { StrengthMeter } from './StrengthMeter'
import { useChangePassphraseForm } from './useVaultForms'

/** Rewraps the vault key under a new passphrase; a wrong current passphrase changes nothing. */
export function ChangePassphraseDialog({ onClose }: { onClose(): void }) {
  const change = useVaultStore((state) => state.changePassphrase)
  const { form, onSubmit, error, dismiss } = useChangePassphraseForm(change, onClose)
  const { errors, isSubmitting } = form.formState
  return (
    <Dialog title="Change the vault passphrase" onClose={onClose}>
      <form className="stack" aria-label="Change the vault passphrase" noValidate onSubmit={onSubmit}>
        <PassphraseField
          id="vault-change-current"
          label="Current passphrase"
          registration={form.register('current')}
          error={errors.current?.message}
          autoComplete="current-password"
          autoFocus
        />
        <PassphraseField
          id="vault-change-new"
          label="New passphrase"
          registration={form.register('passphrase')}
          error={errors.passphrase?.message}
          hint={<StrengthMeter control={form.control} id="vault-change-strength" />}
          autoComplete="new-password"
        />
        <PassphraseField
          id="vault-change-confirm"
          label="Confirm new passphrase"
          registration={form.register('confirm')}
          error={errors.confirm?.message}
          autoComplete="new-password"
        />
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions submit="Change passphrase" busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
