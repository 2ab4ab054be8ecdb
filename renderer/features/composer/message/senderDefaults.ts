import type { WebhookView } from '@shared/rpc/areas/webhooks'

/**
 * The name a message without a username is sent as: the default set for the webhook in Herald (the
 * send service applies it), else the webhook's own name on Discord.
 */
export function defaultUsername(webhook: WebhookView | undefined): string | undefined {
  return webhook?.settings.defaultUsername ?? webhook?.name ?? undefined
}

/** The avatar a message without an avatar URL shows, the same way. */
export function defaultAvatarUrl(webhook: WebhookView | undefined): string | undefined {
  return webhook?.settings.defaultAvatarUrl ?? webhook?.avatarUrl ?? undefined
}
