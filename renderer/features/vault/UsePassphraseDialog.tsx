import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useVaultStore } from '../../store/vault/store'
import { NewPassphraseFields } from './NewPassphraseFields'
import { useNewPassphraseForm } from './useVaultForms'

/** Moves the key from the system keychain to a passphrase (the remedy for Linux basic_text). */
export function UsePassphraseDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  const switchToPassphrase = useVaultStore((state) => state.usePassphrase)
  const { form, onSubmit, error, dismiss } = useNewPassphraseForm(async (passphrase) => {
    const outcome = await switchToPassphrase(passphrase)
    if (outcome.ok) onClose()
    return outcome
  })
  const { isSubmitting } = form.formState
  return (
    <Dialog title={t('vault.usePassphrase.title')} onClose={onClose}>
      <form className="stack" aria-label={t('vault.usePassphrase.title')} noValidate onSubmit={onSubmit}>
        <NewPassphraseFields form={form} idPrefix="vault-use" />
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions submit={t('vault.usePassphrase.submit')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
