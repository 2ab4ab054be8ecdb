import { useEffect } from 'react'
import { useVaultStore } from '@renderer/store/vault/store'

/** The vault's state for the pasted URL: 'open' seals it; otherwise it is kept in memory only. */
export function useVaultState(): 'open' | 'locked' | 'missing' | 'unknown' {
  const start = useVaultStore((state) => state.start)
  useEffect(() => start(), [start])
  const state = useVaultStore((vault) => vault.status?.state)
  if (state === 'unlocked') return 'open'
  if (state === 'locked') return 'locked'
  if (state === 'uninitialised') return 'missing'
  return 'unknown'
}

export function useVaultOpen(): boolean {
  return useVaultState() === 'open'
}
