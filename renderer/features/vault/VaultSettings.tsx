import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import type { Outcome } from '../../api/attempt'
import type { Translate } from '@shared/i18n'
import { useT } from '../../i18n/store'
import { useVaultStore } from '../../store/vault/store'
import { drop } from '../../util/drop'
import { ChangePassphraseDialog } from './ChangePassphraseDialog'
import { UsePassphraseDialog } from './UsePassphraseDialog'
import { VaultGate, useVaultStatus } from './VaultGate'

/** The Settings card: how the vault's key is protected, lock, change passphrase, switch protection. */
export function VaultSettings() {
  const t = useT()
  const status = useVaultStatus()
  const [dialog, setDialog] = useState<'change' | 'usePassphrase'>()
  if (!status) return null
  return (
    <section className="card" aria-labelledby="vault-settings-heading">
      <h2 id="vault-settings-heading" className="card__title">
        {t('vault.settings.title')}
      </h2>
      <dl className="facts facts--wide">
        <dt>{t('vault.settings.state')}</dt>
        <dd data-testid="vault-state">{stateName(t, status.state)}</dd>
        <dt>{t('vault.settings.protectedBy')}</dt>
        <dd>{protectionName(t, status)}</dd>
      </dl>
      {status.wrapper === 'safeStorage' && !status.protected && (
        <Notice tone="warning" title={t('vault.settings.unprotected.title')}>
          <p className="notice__text">
            {t('vault.settings.unprotected.before')} <code>{status.backend ?? 'basic_text'}</code>{' '}
            {t('vault.settings.unprotected.after')}
          </p>
        </Notice>
      )}
      {status.state !== 'unlocked' && (
        <div className="stack vault-settings__gate">
          <VaultGate />
        </div>
      )}
      <VaultActions status={status} onDialog={setDialog} />
      {dialog === 'change' && <ChangePassphraseDialog onClose={() => setDialog(undefined)} />}
      {dialog === 'usePassphrase' && <UsePassphraseDialog onClose={() => setDialog(undefined)} />}
    </section>
  )
}

function stateName(t: Translate, state: VaultStatusView['state']): string {
  if (state === 'uninitialised') return t('vault.settings.state.uninitialised')
  return state === 'locked' ? t('vault.settings.state.locked') : t('vault.settings.state.unlocked')
}

function protectionName(t: Translate, status: VaultStatusView): string {
  if (status.wrapper === 'passphrase') return t('vault.settings.by.passphrase')
  if (status.wrapper === 'safeStorage') {
    const values = { backend: status.backend ?? '', named: status.backend ? 'yes' : 'no' }
    return status.protected
      ? t('vault.settings.by.keychain', values)
      : t('vault.settings.by.keychain.unprotected', values)
  }
  return t('vault.settings.by.nothing')
}

function VaultActions({
  status,
  onDialog,
}: {
  status: VaultStatusView
  onDialog(kind: 'change' | 'usePassphrase'): void
}) {
  const t = useT()
  const lock = useVaultStore((state) => state.lock)
  const toKeychain = useVaultStore((state) => state.useSafeStorage)
  const [error, setError] = useState<RpcErrorData>()
  const run = async (action: () => Promise<Outcome<unknown>>) => {
    setError(undefined)
    const outcome = await action()
    if (!outcome.ok) setError(outcome.error)
  }
  const unlocked = status.state === 'unlocked'
  const keychainUsable = status.safeStorageAvailable && status.backend !== 'basic_text'
  return (
    <>
      <div className="button-row">
        {unlocked && <Button onClick={() => drop(run(lock))}>{t('vault.settings.lock')}</Button>}
        {status.wrapper === 'passphrase' && (
          <Button onClick={() => onDialog('change')}>{t('vault.settings.change')}</Button>
        )}
        {unlocked && status.wrapper === 'safeStorage' && (
          <Button onClick={() => onDialog('usePassphrase')}>{t('vault.settings.usePassphrase')}</Button>
        )}
        {unlocked && status.wrapper === 'passphrase' && keychainUsable && (
          <Button onClick={() => drop(run(toKeychain))}>{t('vault.settings.useKeychain')}</Button>
        )}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
