import { useId } from 'react'
import type { VaultStatusView } from '../../../shared/rpc/areas/vault'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { useVaultStore } from '../../store/vault/store'
import { KeychainUnlock } from './KeychainUnlock'
import { PassphraseInput } from './PassphraseInput'
import { useUnlockForm } from './useVaultForms'

/** The vault is locked: saved webhooks are listed, but sending to them and adding new ones need the key. */
export function UnlockVault({ status }: { status: VaultStatusView }) {
  const keychain = status.wrapper === 'safeStorage'
  const id = useId()
  return (
    <section className="card vault-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card__title">
        The vault is locked
      </h2>
      <p className="card__lede">
        {keychain
          ? 'Unlock it with the system keychain to send to saved webhooks and use bot tokens.'
          : 'Enter your passphrase to send to saved webhooks, add new ones and use bot tokens.'}
      </p>
      {keychain ? <KeychainUnlock /> : <PassphraseUnlock />}
    </section>
  )
}

function PassphraseUnlock() {
  const unlock = useVaultStore((state) => state.unlock)
  const { form, onSubmit, error, dismiss } = useUnlockForm(unlock)
  const { errors, isSubmitting } = form.formState
  // The gate appears on several screens at once (all stay mounted): ids must differ.
  const id = `${useId()}-passphrase`
  return (
    <form className="stack" aria-label="Unlock the vault" noValidate onSubmit={onSubmit}>
      <Field id={id} label="Passphrase" error={errors.passphrase?.message}>
        <PassphraseInput
          id={id}
          registration={form.register('passphrase')}
          error={errors.passphrase?.message}
          autoComplete="current-password"
        />
      </Field>
      {error && <ErrorNotice error={error} onDismiss={dismiss} />}
      <div className="form-actions">
        <Button type="submit" tone="primary" busy={isSubmitting} disabled={isSubmitting}>
          Unlock
        </Button>
      </div>
    </form>
  )
}
