import { useEffect } from 'react'
import { create } from 'zustand'
import type { GuildDirectory, GuildMember } from '@shared/rpc/areas/guilds'
import { attempt } from '@renderer/api/attempt'
import { useTargetWebhook } from './useTargetWebhook'
import { saidText } from '@shared/rpc/saidText'
import { currentTranslator } from '@renderer/i18n/current'

export type DirectoryLookup =
  { phase: 'loading' } | { phase: 'known'; directory: GuildDirectory } | { phase: 'unknown'; reason: string }

type DirectoryState = {
  /** What guilds.directory said per saved webhook, for this session. */
  byWebhook: Record<string, DirectoryLookup>
  /** Members picked or found this session, by id: the preview names their mentions with these. */
  members: Record<string, GuildMember>
  load(webhookId: string, refresh?: boolean): void
}

export const useGuildDirectoryStore = create<DirectoryState>()((set, get) => ({
  byWebhook: {},
  members: {},
  load(webhookId, refresh = false) {
    const current = get().byWebhook[webhookId]
    if (!refresh && current && current.phase !== 'unknown') return
    set({ byWebhook: { ...get().byWebhook, [webhookId]: { phase: 'loading' } } })
    void attempt('guilds.directory', { webhookId, refresh }).then((outcome) => {
      const lookup: DirectoryLookup = !outcome.ok
        ? { phase: 'unknown', reason: saidText(currentTranslator(), outcome.error) }
        : outcome.value.directory
          ? { phase: 'known', directory: outcome.value.directory }
          : { phase: 'unknown', reason: outcome.value.reason ?? '' }
      set({ byWebhook: { ...get().byWebhook, [webhookId]: lookup } })
    })
  },
}))

/**
 * The open draft's saved target webhook and what a saved bot token of its server read of it, loaded on
 * first use; `directory` is undefined until known (no saved target, no token, still loading).
 */
export function useTargetDirectory(): {
  webhookId: string | undefined
  lookup: DirectoryLookup | undefined
  directory: GuildDirectory | undefined
} {
  const webhookId = useTargetWebhook()?.id
  useEffect(() => {
    if (webhookId) useGuildDirectoryStore.getState().load(webhookId)
  }, [webhookId])
  const lookup = useGuildDirectoryStore((state) => (webhookId ? state.byWebhook[webhookId] : undefined))
  return { webhookId, lookup, directory: lookup?.phase === 'known' ? lookup.directory : undefined }
}
