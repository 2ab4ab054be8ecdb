import { useEffect } from 'react'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'

/**
 * Starts the vault store (status and its change event) for as long as the caller is mounted. Its own
 * module, so the composer can watch the vault without loading the vault's forms (issue 23).
 */
export function useVaultStatus() {
  const start = useVaultStore((state) => state.start)
  useEffect(() => start(), [start])
  return useVaultStore(vaultSelectors.status)
}
