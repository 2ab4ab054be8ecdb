import { useEffect, useMemo } from 'react'
import type { DraftTarget } from '@shared/drafts/draft'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { webhooksSelectors } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import type { ChannelLookup } from './channelStore'
import { useChannelStore } from './channelStore'
import type { Destination } from './destination'
import { resolveDestination } from './destination'
import { locateWebhook } from './locate'
import type { ForumInput, TargetReadiness } from './readiness'
import { targetReadiness } from './readiness'
import { useTargetSettings } from './targetSettings'

/** One of several targets as the screen shows it and Send uses it: the same description for both. */
export type TargetView = {
  target: DraftTarget
  destination: Destination
  channel: ChannelLookup | undefined
  forum: ForumInput
  readiness: TargetReadiness
}

const NO_TARGETS: DraftTarget[] = []

/** Every target of the open draft, resolved against the library, with its own thread's readiness. */
export function useTargetViews(): TargetView[] {
  const t = useT()
  const startLibrary = useWebhooksStore((state) => state.start)
  const loadSettings = useTargetSettings((state) => state.load)
  useEffect(() => startLibrary(), [startLibrary])
  useEffect(() => loadSettings(), [loadSettings])
  const targets = useDraftsStore((state) => state.draft?.targets ?? NO_TARGETS)
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const status = useWebhooksStore(webhooksSelectors.status)
  const apiBase = useTargetSettings((state) => state.apiBase)
  const defaultLimit = useTargetSettings((state) => state.defaultUploadLimitMiB)
  const byWebhook = useChannelStore((state) => state.byWebhook)
  const detected = useChannelStore((state) => state.forumDetected)
  const describe = useChannelStore((state) => state.describe)

  const located = useMemo(
    () => targets.map((target) => locateWebhook(servers, target.webhookId, t)),
    [targets, servers, t],
  )
  useEffect(() => {
    located.forEach((where) => where && describe(where.webhook.id))
  }, [located, describe])

  return useMemo(
    () =>
      targets.map((target) => {
        const library = { status, locate: (id: string) => locateWebhook(servers, id, t) }
        const destination = resolveDestination(target, undefined, library, apiBase, t)
        const channel = byWebhook[target.webhookId]
        const known = channel?.phase === 'known' ? channel.channel : undefined
        const forum = {
          isForum: known?.isForum === true || detected[target.webhookId] === true,
          requireTag: known?.requireTag === true,
        }
        const thread = {
          threadId: target.thread?.threadId,
          threadName: target.thread?.threadName ?? '',
          appliedTags: target.thread?.appliedTags ?? [],
        }
        const readiness = targetReadiness(destination, thread, forum, defaultLimit, t)
        return { target, destination, channel, forum, readiness }
      }),
    [targets, servers, status, apiBase, byWebhook, detected, defaultLimit, t],
  )
}
