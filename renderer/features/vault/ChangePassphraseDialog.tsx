import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { useVaultStore } from '../../store/vault/store'
import { PassphraseInput } from './PassphraseInput'
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
        <Field id="vault-change-current" label="Current passphrase" error={errors.current?.message}>
          <PassphraseInput
            id="vault-change-current"
            registration={form.register('current')}
            error={errors.current?.message}
            autoComplete="current-password"
            autoFocus
          />
        </Field>
        <Field
          id="vault-change-new"
          label="New passphrase"
          error={errors.passphrase?.message}
          hint={<StrengthMeter control={form.control} id="vault-change-strength" />}
        >
          <PassphraseInput
            id="vault-change-new"
            registration={form.register('passphrase')}
            error={errors.passphrase?.message}
            hasHint
            autoComplete="new-password"
          />
        </Field>
        <Field id="vault-change-confirm" label="Confirm new passphrase" error={errors.confirm?.message}>
          <PassphraseInput
            id="vault-change-confirm"
            registration={form.register('confirm')}
            error={errors.confirm?.message}
            autoComplete="new-password"
          />
        </Field>
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <div className="form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" busy={isSubmitting} disabled={isSubmitting}>
            Change passphrase
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
