import { ErrorNotice } from '../../components/ErrorNotice'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import { CreateVault } from './CreateVault'
import { UnlockVault } from './UnlockVault'
import { UnprotectedKeyWarning } from './UnprotectedKeyWarning'
import { useVaultStatus } from './useVaultStatus'

export { useVaultStatus }

/**
 * Shown above anything that needs secrets: set-up when there is no vault yet, unlock when it is locked,
 * and once it is open, only a warning when the keychain does not really protect the key.
 */
export function VaultGate() {
  const status = useVaultStatus()
  const loadError = useVaultStore(vaultSelectors.loadError)
  if (loadError && !status) return <ErrorNotice error={loadError} />
  if (!status) return null
  if (status.state === 'unlocked') return <UnprotectedKeyWarning status={status} />
  return status.state === 'uninitialised' ? <CreateVault status={status} /> : <UnlockVault status={status} />
}
