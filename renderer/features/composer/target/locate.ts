import type { MessageKey, Translate } from '@shared/i18n'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import type { ServerGroup } from '@renderer/store/webhooks/types'
import { placeName } from '@renderer/store/webhooks/selectors'

/** A saved webhook with the names the library gives its server and channel now. */
export type LocatedWebhook = { webhook: WebhookView; serverName: string; channelName: string }

/**
 * Finds a saved webhook by id in the library's grouping. Names come from the grouping on every call, so
 * a renamed server or channel shows its new name while the webhook (the target) stays the same.
 */
export function locateWebhook(
  servers: readonly ServerGroup[],
  webhookId: string | undefined,
  t?: Translate,
): LocatedWebhook | undefined {
  if (!webhookId) return undefined
  for (const server of servers) {
    for (const channel of server.channels) {
      const webhook = channel.webhooks.find((item) => item.id === webhookId)
      if (webhook)
        return {
          webhook,
          serverName: placeName(t, 'server', server),
          channelName: placeName(t, 'channel', channel),
        }
    }
  }
  return undefined
}

const healthReasons: Record<'deleted' | 'tokenInvalid' | 'revoked' | 'other', MessageKey> = {
  deleted: 'composer.target.health.deleted',
  tokenInvalid: 'composer.target.health.tokenInvalid',
  revoked: 'composer.target.health.revoked',
  other: 'composer.target.health.other',
}

/** Why a saved webhook cannot be sent to, in words; undefined when it can. */
export function unusableReason(webhook: WebhookView, t: Translate): string | undefined {
  const { state, reason, detail } = webhook.health
  if (state === 'ok' || state === 'unchecked') return undefined
  const why = t(state === 'revoked' ? healthReasons.revoked : healthReasons[reason ?? 'other'])
  // Discord's own words, when it gave some, follow the reason as they are.
  const full = reason === 'other' && detail ? `${why} (${detail})` : why
  return t('composer.target.unusable', { label: webhook.label, why: full })
}
