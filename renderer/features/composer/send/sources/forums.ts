import { create } from 'zustand'

/** Webhooks Discord said post into a forum or media channel (its 220001 answer): they need a thread name. */
export const useForumWebhooks = create<{ ids: readonly string[] }>()(() => ({ ids: [] }))

export function markLocalForum(webhookId: string): void {
  const { ids } = useForumWebhooks.getState()
  if (!ids.includes(webhookId)) useForumWebhooks.setState({ ids: [...ids, webhookId] })
}
