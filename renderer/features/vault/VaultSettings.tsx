import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import type { Outcome } from '../../api/attempt'
import { useVaultStore } from '../../store/vault/store'
import { drop } from '../../util/drop'
import { ChangePassphraseDialog } from './ChangePassphraseDialog'
import { UsePassphraseDialog } from './UsePassphraseDialog'
import { VaultGate, useVaultStatus } from './VaultGate'

const stateNames = { uninitialised: 'Not set up', locked: 'Locked', unlocked: 'Unlocked' }

/** The Settings card: how the vault's key is protected, lock, change passphrase, switch protection. */
export function VaultSettings() {
  const status = useVaultStatus()
  const [dialog, setDialog] = useState<'change' | 'usePassphrase'>()
  if (!status) return null
  return (
    <section className="card" aria-labelledby="vault-settings-heading">
      <h2 id="vault-settings-heading" className="card__title">
        Vault
      </h2>
      <dl className="facts facts--wide">
        <dt>State</dt>
        <dd data-testid="vault-state">{stateNames[status.state]}</dd>
        <dt>Protected by</dt>
        <dd>{protectionName(status)}</dd>
      </dl>
      {status.wrapper === 'safeStorage' && !status.protected && (
        <Notice tone="warning" title="The key is not protected">
          <p className="notice__text">
            The system keychain on this computer uses the <code>{status.backend ?? 'basic_text'}</code>{' '}
            backend, which stores the vault key without real encryption. Protect it with a passphrase instead.
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

function protectionName(status: VaultStatusView): string {
  if (status.wrapper === 'passphrase') return 'Your passphrase'
  if (status.wrapper === 'safeStorage') {
    return `The system keychain${status.backend ? ` (${status.backend})` : ''}${status.protected ? '' : ', not protected'}`
  }
  return 'Nothing yet'
}

function VaultActions({
  status,
  onDialog,
}: {
  status: VaultStatusView
  onDialog(kind: 'change' | 'usePassphrase'): void
}) {
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
        {unlocked && <Button onClick={() => drop(run(lock))}>Lock now</Button>}
        {status.wrapper === 'passphrase' && (
          <Button onClick={() => onDialog('change')}>Change passphrase</Button>
        )}
        {unlocked && status.wrapper === 'safeStorage' && (
          <Button onClick={() => onDialog('usePassphrase')}>Use a passphrase instead</Button>
        )}
        {unlocked && status.wrapper === 'passphrase' && keychainUsable && (
          <Button onClick={() => drop(run(toKeychain))}>Use the system keychain instead</Button>
        )}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
