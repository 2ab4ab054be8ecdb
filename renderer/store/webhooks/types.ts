import type { z } from 'zod'
import type { webhookChannelGroupSchema, webhookServerGroupSchema } from '@shared/rpc/areas/webhooks'

export type ServerGroup = z.infer<typeof webhookServerGroupSchema>
export type ChannelGroup = z.infer<typeof webhookChannelGroupSchema>
