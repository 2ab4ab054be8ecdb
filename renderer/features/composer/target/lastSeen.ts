import type { LocatedWebhook } from './locate'

/**
 * Where each saved webhook was last seen in the library during this session, so that the card of a
 * webhook removed since can still say which one the draft names (its label, channel and server).
 */
const seen = new Map<string, LocatedWebhook>()

export function rememberLocated(located: LocatedWebhook | undefined): void {
  if (located) seen.set(located.webhook.id, located)
}

export function lastSeen(webhookId: string | undefined): LocatedWebhook | undefined {
  return webhookId ? seen.get(webhookId) : undefined
}
