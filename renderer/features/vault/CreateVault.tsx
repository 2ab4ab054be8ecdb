import { useId, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { FormActions } from '../../components/FormActions'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { useVaultStore } from '../../store/vault/store'
import { drop } from '../../util/drop'
import { NewPassphraseFields } from './NewPassphraseFields'
import { useNewPassphraseForm } from './useVaultForms'

/** First run: choose how saved secrets are protected. A passphrase everywhere; the keychain in the desktop app. */
export function CreateVault({ status }: { status: VaultStatusView }) {
  const t = useT()
  const id = useId()
  return (
    <section className="card vault-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card__title">
        {t('vault.create.title')}
      </h2>
      <CreateVaultContent status={status} />
    </section>
  )
}

/** The set-up without its card, for the card above and for the dialog that asks where the user is. */
export function CreateVaultContent({ status }: { status: VaultStatusView }) {
  const t = useT()
  const create = useVaultStore((state) => state.create)
  const createWithKeychain = useVaultStore((state) => state.createWithKeychain)
  const { form, onSubmit, error, dismiss } = useNewPassphraseForm(create)
  const [keychainError, setKeychainError] = useState<RpcErrorData>()
  const [keychainBusy, setKeychainBusy] = useState(false)
  const basicText = status.backend === 'basic_text'
  // The gate appears on several screens at once (all stay mounted): ids must differ.
  const id = useId()

  const chooseKeychain = async () => {
    setKeychainBusy(true)
    const outcome = await createWithKeychain()
    setKeychainBusy(false)
    if (!outcome.ok) setKeychainError(outcome.error)
  }

  return (
    <>
      <p className="card__lede">{t('vault.create.lede')}</p>
      <form className="stack" aria-label={t('vault.create.title')} noValidate onSubmit={onSubmit}>
        <NewPassphraseFields form={form} idPrefix={`${id}-create`} />
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions submit={t('vault.create.submit')} busy={form.formState.isSubmitting} />
      </form>
      {status.safeStorageAvailable && (
        <div className="vault-card__alt">
          {basicText ? (
            <Notice tone="warning" title={t('vault.create.basicText.title')}>
              <p className="notice__text">
                {t('vault.create.basicText.before')} <code>basic_text</code>
                {t('vault.create.basicText.after')}
              </p>
            </Notice>
          ) : (
            <p className="card__note">{t('vault.create.keychain.note')}</p>
          )}
          <Button busy={keychainBusy} disabled={keychainBusy} onClick={() => drop(chooseKeychain())}>
            {t('vault.create.keychain')}
          </Button>
          {keychainError && (
            <ErrorNotice error={keychainError} onDismiss={() => setKeychainError(undefined)} />
          )}
        </div>
      )}
    </>
  )
}
