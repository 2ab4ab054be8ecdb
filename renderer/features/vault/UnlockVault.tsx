import { useId } from 'react'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import { ErrorNotice } from '../../components/ErrorNotice'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useVaultStore } from '../../store/vault/store'
import { KeychainUnlock } from './KeychainUnlock'
import { PassphraseField } from './PassphraseField'
import { useUnlockForm } from './useVaultForms'

/** The vault is locked: saved webhooks are listed, but sending to them and adding new ones need the key. */
export function UnlockVault({ status }: { status: VaultStatusView }) {
  const t = useT()
  const keychain = status.wrapper === 'safeStorage'
  const id = useId()
  return (
    <section className="card vault-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card__title">
        {t('vault.unlock.title')}
      </h2>
      <p className="card__lede">
        {keychain ? t('vault.unlock.lede.keychain') : t('vault.unlock.lede.passphrase')}
      </p>
      <UnlockVaultContent status={status} />
    </section>
  )
}

/** The unlock control alone: the keychain's button, or the passphrase form. */
export function UnlockVaultContent({ status }: { status: VaultStatusView }) {
  return status.wrapper === 'safeStorage' ? <KeychainUnlock /> : <PassphraseUnlock />
}

function PassphraseUnlock() {
  const t = useT()
  const unlock = useVaultStore((state) => state.unlock)
  const { form, onSubmit, error, dismiss } = useUnlockForm(unlock)
  const { errors, isSubmitting } = form.formState
  // The gate appears on several screens at once (all stay mounted): ids must differ.
  const id = `${useId()}-passphrase`
  return (
    <form className="stack" aria-label={t('vault.unlock.form')} noValidate onSubmit={onSubmit}>
      <PassphraseField
        id={id}
        label={t('vault.passphrase')}
        registration={form.register('passphrase')}
        error={errors.passphrase?.message}
        autoComplete="current-password"
      />
      {error && <ErrorNotice error={error} onDismiss={dismiss} />}
      <FormActions submit={t('vault.unlock.submit')} busy={isSubmitting} />
    </form>
  )
}
