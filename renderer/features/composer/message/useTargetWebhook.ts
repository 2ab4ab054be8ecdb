import { useEffect, useMemo } from 'react'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { flatWebhooks, webhooksSelectors } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'

/** The saved webhook the open draft goes to, when it is in the library. */
export function useTargetWebhook(): WebhookView | undefined {
  const target = useDraftsStore(draftsSelectors.target)
  const servers = useWebhooksStore(webhooksSelectors.servers)
  useEffect(() => useWebhooksStore.getState().start(), [])
  return useMemo(
    () => (target ? flatWebhooks(servers).find((webhook) => webhook.id === target.webhookId) : undefined),
    [target, servers],
  )
}
