import { create } from 'zustand'
import type { ChannelInfo } from '@shared/rpc/areas/drafts'
import { attempt } from '@renderer/api/attempt'
import { currentTranslator } from '@renderer/i18n/current'
import { phraseText } from '@shared/i18n'
import { saidText } from '@shared/rpc/saidText'

export type ChannelLookup =
  { phase: 'loading' } | { phase: 'known'; channel: ChannelInfo } | { phase: 'unknown'; reason: string }

type ChannelState = {
  /** What channels.describe said per saved webhook, for this session. */
  byWebhook: Record<string, ChannelLookup>
  /** Webhooks whose channel Discord called a forum (error 220001) when a message had no thread name. */
  forumDetected: Record<string, true>
  describe(webhookId: string): void
}

export const useChannelStore = create<ChannelState>()((set, get) => ({
  byWebhook: {},
  forumDetected: {},
  describe(webhookId) {
    const current = get().byWebhook[webhookId]
    if (current && current.phase !== 'unknown') return
    set({ byWebhook: { ...get().byWebhook, [webhookId]: { phase: 'loading' } } })
    void attempt('channels.describe', { webhookId }).then((outcome) => {
      const lookup: ChannelLookup = !outcome.ok
        ? { phase: 'unknown', reason: saidText(currentTranslator(), outcome.error) }
        : outcome.value.channel
          ? { phase: 'known', channel: outcome.value.channel }
          : {
              phase: 'unknown',
              reason: outcome.value.reason
                ? phraseText(currentTranslator(), outcome.value.reasonPhrase, outcome.value.reason)
                : currentTranslator()('composer.target.channelUnreadable'),
            }
      set({ byWebhook: { ...get().byWebhook, [webhookId]: lookup } })
    })
  },
}))

/**
 * Records that Discord answered 220001 for this webhook (its channel is a forum or media channel), so
 * the composer asks for a thread name. The send bar calls it.
 */
export function markForum(webhookId: string): void {
  const { forumDetected } = useChannelStore.getState()
  if (!forumDetected[webhookId])
    useChannelStore.setState({ forumDetected: { ...forumDetected, [webhookId]: true } })
}

/** Forgets what was read about channels, so a bot token saved since is tried again. */
export function refreshChannels(): void {
  useChannelStore.setState({ byWebhook: {} })
}
