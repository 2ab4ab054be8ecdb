import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useVaultStore } from '../../store/vault/store'
import { PassphraseField } from './PassphraseField'
import { StrengthMeter } from './StrengthMeter'
import { useChangePassphraseForm } from './useVaultForms'

/** Rewraps the vault key under a new passphrase; a wrong current passphrase changes nothing. */
export function ChangePassphraseDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  const change = useVaultStore((state) => state.changePassphrase)
  const { form, onSubmit, error, dismiss } = useChangePassphraseForm(change, onClose)
  const { errors, isSubmitting } = form.formState
  return (
    <Dialog title={t('vault.change.title')} onClose={onClose}>
      <form className="stack" aria-label={t('vault.change.title')} noValidate onSubmit={onSubmit}>
        <PassphraseField
          id="vault-change-current"
          label={t('vault.change.current')}
          registration={form.register('current')}
          error={errors.current?.message}
          autoComplete="current-password"
          autoFocus
        />
        <PassphraseField
          id="vault-change-new"
          label={t('vault.change.new')}
          registration={form.register('passphrase')}
          error={errors.passphrase?.message}
          hint={<StrengthMeter control={form.control} id="vault-change-strength" />}
          autoComplete="new-password"
        />
        <PassphraseField
          id="vault-change-confirm"
          label={t('vault.change.confirm')}
          registration={form.register('confirm')}
          error={errors.confirm?.message}
          autoComplete="new-password"
        />
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions submit={t('vault.change.submit')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
