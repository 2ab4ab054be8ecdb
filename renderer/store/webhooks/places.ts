import { create } from 'zustand'
import type { Translate } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'
import { attempt, listen } from '../../api/attempt'
import { useT } from '../../i18n/store'
import { drop } from '../../util/drop'
import { sharedStart } from '../../util/sharedStart'
import { useVaultStore } from '../vault/store'

export type KnownChannel = { id: string; name: string }
export type KnownServer = { id: string; name: string; channels: KnownChannel[] }

export type NamesRefresh =
  | { phase: 'idle' }
  | { phase: 'refreshing' }
  | { phase: 'done'; servers: number; unseen: number }
  | { phase: 'failed'; error: RpcErrorData }

export type PlacesState = {
  /** Every known server with its known channels (named by Discord or the user), for pickers. */
  servers: KnownServer[]
  names: NamesRefresh
  /**
   * Loads the places and follows library changes; reads the names from Discord once the vault is open
   * (at start, and again after each unlock). Returns the unsubscribe.
   */
  start(): () => void
  load(): Promise<void>
  /** webhooks.refreshNames: the library's servers and channels named as Discord names them. */
  refreshNames(): Promise<void>
  dismissNames(): void
}

export const usePlacesStore = create<PlacesState>()((set, get) => ({
  servers: [],
  names: { phase: 'idle' },
  start: sharedStart(() => {
    const stopChanges = listen('webhooks.onDidChange', () => drop(get().load()))
    drop(get().load())
    // Names go stale when renamed on Discord: read them whenever the vault opens (the tokens need it).
    const refreshWhenOpen = (state: string | undefined, before: string | undefined) => {
      if (state === 'unlocked' && before !== 'unlocked') drop(quietRefresh())
    }
    refreshWhenOpen(useVaultStore.getState().status?.state, undefined)
    const stopVault = useVaultStore.subscribe((now, was) =>
      refreshWhenOpen(now.status?.state, was.status?.state),
    )
    return () => {
      stopChanges()
      stopVault()
    }
  }),
  async load() {
    const outcome = await attempt('webhooks.places', {})
    if (outcome.ok) set({ servers: outcome.value.servers })
  },
  async refreshNames() {
    set({ names: { phase: 'refreshing' } })
    const outcome = await attempt('webhooks.refreshNames', {})
    set({
      names: outcome.ok
        ? { phase: 'done', servers: outcome.value.servers, unseen: outcome.value.unseen.length }
        : { phase: 'failed', error: outcome.error },
    })
  },
  dismissNames: () => set({ names: { phase: 'idle' } }),
}))

/** The automatic refresh says nothing: the names simply appear (through webhooks.onDidChange). */
async function quietRefresh(): Promise<void> {
  await attempt('webhooks.refreshNames', {})
}

/** "#general" when the channel is known by name, else "channel <id>" in the page's language. */
export function channelLabel(servers: readonly KnownServer[], channelId: string, t: Translate): string {
  for (const server of servers) {
    const channel = server.channels.find((item) => item.id === channelId)
    if (channel) return `#${channel.name}`
  }
  return t('last.channelLabel', { id: channelId })
}

export function useChannelLabel(channelId: string): string {
  return channelLabel(
    usePlacesStore((state) => state.servers),
    channelId,
    useT(),
  )
}
