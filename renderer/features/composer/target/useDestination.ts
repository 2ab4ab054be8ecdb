import { useEffect, useMemo } from 'react'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { webhooksSelectors } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import type { ChannelLookup } from './channelStore'
import { useChannelStore } from './channelStore'
import type { Destination } from './destination'
import { resolveDestination } from './destination'
import { locateWebhook } from './locate'
import { usePastedUrlStore } from './pastedUrlStore'
import { useTargetSettings } from './targetSettings'
import type { ForumInput } from './readiness'

export type DestinationView = {
  destination: Destination
  /** The webhook the destination names, saved or pasted. */
  webhookId: string | undefined
  channel: ChannelLookup | undefined
  forum: ForumInput
}

/** Where the open draft goes, with what is known of its channel; starts the library and settings. */
export function useDestination(): DestinationView {
  const t = useT()
  const startLibrary = useWebhooksStore((state) => state.start)
  const loadSettings = useTargetSettings((state) => state.load)
  useEffect(() => startLibrary(), [startLibrary])
  useEffect(() => loadSettings(), [loadSettings])

  const target = useDraftsStore(draftsSelectors.target)
  const draftId = useDraftsStore((state) => state.draft?.id)
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const status = useWebhooksStore(webhooksSelectors.status)
  const apiBase = useTargetSettings((state) => state.apiBase)
  const pastedDraft = usePastedUrlStore((state) => state.draftId)
  const text = usePastedUrlStore((state) => state.text)
  const sealedText = usePastedUrlStore((state) => state.sealedText)

  const destination = useMemo(
    () =>
      resolveDestination(
        target,
        pastedDraft === draftId ? { text, sealedText } : undefined,
        { status, locate: (id) => locateWebhook(servers, id, t) },
        apiBase,
        t,
      ),
    [target, pastedDraft, draftId, text, sealedText, status, servers, apiBase, t],
  )
  const webhookId = destination.kind === 'none' ? undefined : destination.webhookId
  const saved = destination.kind !== 'none' && destination.located !== undefined
  const describe = useChannelStore((state) => state.describe)
  useEffect(() => {
    if (webhookId && saved) describe(webhookId)
  }, [webhookId, saved, describe])
  const channel = useChannelStore((state) => (webhookId ? state.byWebhook[webhookId] : undefined))
  const detected = useChannelStore((state) => (webhookId ? state.forumDetected[webhookId] === true : false))
  const known = channel?.phase === 'known' ? channel.channel : undefined
  const isForum = known?.isForum === true || detected
  const requireTag = known?.requireTag === true
  const forum = useMemo(() => ({ isForum, requireTag }), [isForum, requireTag])
  return { destination, webhookId, channel, forum }
}
