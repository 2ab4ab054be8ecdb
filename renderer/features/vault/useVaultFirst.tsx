import type { ReactNode } from 'react'
import { useState } from 'react'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import type { VaultPurpose } from './VaultDialog'
import { VaultDialog } from './VaultDialog'

/**
 * Runs an action that needs the vault: at once when it is open, otherwise after the user created or
 * unlocked it in a dialog right there. Render `dialog` somewhere in the caller.
 */
export function useVaultFirst(purpose: VaultPurpose): { run(action: () => void): void; dialog: ReactNode } {
  const open = useVaultStore(vaultSelectors.isUnlocked)
  const [pending, setPending] = useState<{ action: () => void }>()
  const run = (action: () => void) => {
    if (open) action()
    else setPending({ action })
  }
  const dialog = pending && (
    <VaultDialog
      purpose={purpose}
      onOpen={() => {
        setPending(undefined)
        pending.action()
      }}
      onClose={() => setPending(undefined)}
    />
  )
  return { run, dialog }
}
