import type { WebhookView } from '@shared/rpc/areas/webhooks'
import type { ServerGroup } from '@renderer/store/webhooks/types'

export const GUILD = '100000000000000001'
export const CHANNEL_A = '200000000000000001'
export const CHANNEL_B = '200000000000000002'

export function webhook(id: string, label: string, extra: Partial<WebhookView> = {}): WebhookView {
  return {
    id,
    label,
    name: `${label} on Discord`,
    avatarUrl: null,
    channelId: CHANNEL_A,
    guildId: GUILD,
    applicationId: null,
    ownedByApplication: false,
    maskedUrl: `…/webhooks/${id}/••••abcd`,
    settings: {
      uploadLimitMiB: null,
      effectiveUploadLimitMiB: 10,
      defaultUsername: null,
      defaultAvatarUrl: null,
    },
    health: { state: 'ok', reason: null, detail: null, at: null },
    addedAt: '2026-01-01T00:00:00.000Z',
    lookedUpAt: null,
    ...extra,
  }
}

/** One server with #alpha (two webhooks) and #beta (one). */
export function library(): ServerGroup[] {
  return [
    {
      id: GUILD,
      name: 'Demo server',
      channels: [
        {
          id: CHANNEL_A,
          name: 'alpha',
          webhooks: [webhook('300000000000000001', 'First'), webhook('300000000000000002', 'Second')],
        },
        {
          id: CHANNEL_B,
          name: 'beta',
          webhooks: [webhook('300000000000000003', 'Third', { channelId: CHANNEL_B })],
        },
      ],
    },
  ]
}
