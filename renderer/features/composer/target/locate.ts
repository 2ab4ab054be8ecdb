import type { WebhookView } from '@shared/rpc/areas/webhooks'
import type { ServerGroup } from '@renderer/store/webhooks/types'

/** A saved webhook with the names the library gives its server and channel now. */
export type LocatedWebhook = { webhook: WebhookView; serverName: string; channelName: string }

/**
 * Finds a saved webhook by id in the library's grouping. Names come from the grouping on every call, so
 * a renamed server or channel shows its new name while the webhook (the target) stays the same.
 */
export function locateWebhook(
  servers: readonly ServerGroup[],
  webhookId: string | undefined,
): LocatedWebhook | undefined {
  if (!webhookId) return undefined
  for (const server of servers) {
    for (const channel of server.channels) {
      const webhook = channel.webhooks.find((item) => item.id === webhookId)
      if (webhook) return { webhook, serverName: server.name, channelName: channel.name }
    }
  }
  return undefined
}

const healthReasons = {
  deleted: 'it was deleted on Discord',
  tokenInvalid: 'its token was regenerated on Discord, so the saved URL no longer works',
  revoked: 'you revoked it; it no longer exists on Discord',
  other: 'Discord refused it',
} as const

/** Why a saved webhook cannot be sent to, in words; undefined when it can. */
export function unusableReason(webhook: WebhookView): string | undefined {
  const { state, reason, detail } = webhook.health
  if (state === 'ok' || state === 'unchecked') return undefined
  const why = state === 'revoked' ? healthReasons.revoked : healthReasons[reason ?? 'other']
  const extra = reason === 'other' && detail ? ` (${detail})` : ''
  return `“${webhook.label}” cannot be sent to: ${why}${extra}. Choose another target.`
}
