import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { BotTokenView, ChannelWebhook } from '@shared/rpc/areas/botTokens'
import type { Outcome } from '../../api/attempt'
import { attempt } from '../../api/attempt'

/** The channel the bot tools look at, and what Discord listed for it. */
export type ChannelLookup =
  | { phase: 'idle' }
  | { phase: 'loading'; botTokenId: string; channelId: string }
  | { phase: 'ready'; botTokenId: string; channelId: string; webhooks: ChannelWebhook[] }
  | { phase: 'failed'; botTokenId: string; channelId: string; error: RpcErrorData }

export type BotTokensState = {
  tokens: BotTokenView[]
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadError: RpcErrorData | undefined
  channel: ChannelLookup
  load(): Promise<void>
  /** The token goes to the services and is not kept here; only its masked form comes back. */
  add(label: string, token: string): Promise<Outcome<{ botToken: BotTokenView }>>
  remove(botTokenId: string): Promise<Outcome<unknown>>
  listChannel(botTokenId: string, channelId: string): Promise<void>
  createWebhook(
    botTokenId: string,
    channelId: string,
    name: string,
  ): Promise<Outcome<{ webhook: ChannelWebhook }>>
  addFromBot(
    botTokenId: string,
    channelId: string,
    webhookId: string,
  ): Promise<Outcome<{ skipped: string | undefined }>>
  deleteWebhook(botTokenId: string, webhookId: string): Promise<Outcome<{ markedInLibrary: boolean }>>
}

/**
 * Saved bot tokens (label and masked form only) and the channel tools that use them. A change to the
 * library (a webhook created and saved, added from a channel, or marked deleted) reaches the Webhooks
 * screen through webhooks.onDidChange, which reloads it once.
 */
export const useBotTokensStore = create<BotTokensState>()((set, get) => {
  /** Lists the channel again after a change, when it is the one shown. */
  const relist = async (botTokenId: string, channelId: string) => {
    const shown = get().channel
    if (shown.phase !== 'idle' && shown.botTokenId === botTokenId && shown.channelId === channelId) {
      await get().listChannel(botTokenId, channelId)
    }
  }
  return {
    tokens: [],
    status: 'idle',
    loadError: undefined,
    channel: { phase: 'idle' },
    async load() {
      if (get().status === 'idle') set({ status: 'loading' })
      const outcome = await attempt('botTokens.list', {})
      if (outcome.ok) set({ tokens: outcome.value.botTokens, status: 'ready', loadError: undefined })
      else set({ status: 'failed', loadError: outcome.error })
    },
    async add(label, token) {
      const outcome = await attempt('botTokens.add', { label, token })
      if (outcome.ok) set({ tokens: [...get().tokens, outcome.value.botToken] })
      return outcome
    },
    async remove(botTokenId) {
      const outcome = await attempt('botTokens.remove', { botTokenId })
      if (outcome.ok) {
        const channel = get().channel
        set({
          tokens: get().tokens.filter((token) => token.id !== botTokenId),
          channel:
            channel.phase !== 'idle' && channel.botTokenId === botTokenId ? { phase: 'idle' } : channel,
        })
      }
      return outcome
    },
    async listChannel(botTokenId, channelId) {
      set({ channel: { phase: 'loading', botTokenId, channelId } })
      const outcome = await attempt('botTokens.listChannelWebhooks', { botTokenId, channelId })
      set({
        channel: outcome.ok
          ? { phase: 'ready', botTokenId, channelId, webhooks: outcome.value.webhooks }
          : { phase: 'failed', botTokenId, channelId, error: outcome.error },
      })
    },
    async createWebhook(botTokenId, channelId, name) {
      const outcome = await attempt('botTokens.createWebhook', { botTokenId, channelId, name, save: true })
      if (!outcome.ok) return outcome
      await relist(botTokenId, channelId)
      return { ok: true, value: { webhook: outcome.value.webhook } }
    },
    async addFromBot(botTokenId, channelId, webhookId) {
      const outcome = await attempt('botTokens.addFromBot', {
        botTokenId,
        channelId,
        webhookIds: [webhookId],
      })
      if (!outcome.ok) return outcome
      await relist(botTokenId, channelId)
      return { ok: true, value: { skipped: outcome.value.skipped[0]?.message } }
    },
    async deleteWebhook(botTokenId, webhookId) {
      const outcome = await attempt('botTokens.deleteWebhook', { botTokenId, webhookId })
      if (!outcome.ok) return outcome
      const shown = get().channel
      if (shown.phase === 'ready') await relist(botTokenId, shown.channelId)
      return outcome
    },
  }
})

export const botTokensSelectors = {
  tokens: (state: BotTokensState) => state.tokens,
  status: (state: BotTokensState) => state.status,
  loadError: (state: BotTokensState) => state.loadError,
  channel: (state: BotTokensState) => state.channel,
}
