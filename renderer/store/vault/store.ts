import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import type { Outcome } from '../../api/attempt'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'
import { sharedStart } from '../../util/sharedStart'

export type VaultState = {
  /** Undefined until vault.status answered. */
  status: VaultStatusView | undefined
  loadError: RpcErrorData | undefined
  /** Reads the status and follows vault.onDidChangeState; returns the unsubscribe. */
  start(): () => void
  load(): Promise<void>
  create(passphrase: string): Promise<Outcome<VaultStatusView>>
  createWithKeychain(): Promise<Outcome<VaultStatusView>>
  unlock(passphrase?: string): Promise<Outcome<VaultStatusView>>
  lock(): Promise<Outcome<VaultStatusView>>
  changePassphrase(passphrase: string, newPassphrase: string): Promise<Outcome<VaultStatusView>>
  usePassphrase(newPassphrase: string): Promise<Outcome<VaultStatusView>>
  useSafeStorage(): Promise<Outcome<VaultStatusView>>
}

/**
 * The vault's state as the page knows it. Passphrases pass through these actions to the services and are
 * never kept here; the forms clear them after a success.
 */
export const useVaultStore = create<VaultState>()((set, get) => {
  /** Every action answers with the new status; keep it. */
  const apply = (outcome: Outcome<VaultStatusView>) => {
    if (outcome.ok) set({ status: outcome.value, loadError: undefined })
    return outcome
  }
  return {
    status: undefined,
    loadError: undefined,
    start: sharedStart(() => {
      const stop = listen('vault.onDidChangeState', (status) => set({ status }))
      drop(get().load())
      return stop
    }),
    async load() {
      const outcome = await attempt('vault.status', {})
      if (outcome.ok) set({ status: outcome.value, loadError: undefined })
      else set({ loadError: outcome.error })
    },
    create: async (passphrase) =>
      apply(await attempt('vault.create', { protection: { kind: 'passphrase', passphrase } })),
    createWithKeychain: async () =>
      apply(await attempt('vault.create', { protection: { kind: 'safeStorage' } })),
    unlock: async (passphrase) => apply(await attempt('vault.unlock', { passphrase })),
    lock: async () => apply(await attempt('vault.lock', {})),
    changePassphrase: async (passphrase, newPassphrase) =>
      apply(await attempt('vault.changePassphrase', { passphrase, newPassphrase })),
    usePassphrase: async (newPassphrase) => apply(await attempt('vault.usePassphrase', { newPassphrase })),
    useSafeStorage: async () => apply(await attempt('vault.useSafeStorage', {})),
  }
})

export const vaultSelectors = {
  status: (state: VaultState) => state.status,
  state: (state: VaultState) => state.status?.state,
  isUnlocked: (state: VaultState) => state.status?.state === 'unlocked',
  loadError: (state: VaultState) => state.loadError,
}
