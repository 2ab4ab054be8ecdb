import { z } from 'zod'
import { uploadLimitSchema } from '@shared/rpc/areas/webhooks'
import { sealedSecretSchema } from '../vault/sealedSecret'
import type { StoreDeps } from './dataStore'
import { openDataStore } from './dataStore'
import type { JsonStore } from './jsonStore'

const snowflake = z.string().regex(/^\d{17,20}$/)

export const webhookSettingsSchema = z.object({
  /** Null: use the default from settings. */
  uploadLimitMiB: uploadLimitSchema.nullable(),
  defaultUsername: z.string().nullable(),
  defaultAvatarUrl: z.string().nullable(),
})
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>

/** Why a webhook stopped working: deleted (404), token regenerated (401), revoked by the user, or other. */
export const invalidReasonSchema = z.enum(['deleted', 'tokenInvalid', 'revoked', 'other'])
export type InvalidReason = z.infer<typeof invalidReasonSchema>

export const webhookHealthSchema = z.object({
  state: z.enum(['unchecked', 'ok', 'invalid', 'revoked']),
  reason: invalidReasonSchema.nullable(),
  /** A sentence for the page. */
  detail: z.string().nullable(),
  /** When the state was last set (ISO). */
  at: z.string().nullable(),
})
export type WebhookHealth = z.infer<typeof webhookHealthSchema>

export const webhookRecordSchema = z.object({
  id: snowflake,
  /** The user's name for it; starts as Discord's name. */
  label: z.string(),
  /** Discord's name and avatar hash at the last lookup. */
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  type: z.number().int().nullable(),
  channelId: snowflake.nullable(),
  guildId: snowflake.nullable(),
  applicationId: snowflake.nullable(),
  /** Sealed under the vault's data key, AAD webhook:<id>:token. */
  token: sealedSecretSchema,
  /** …/webhooks/<id>/••••abcd, computed when added. */
  maskedUrl: z.string(),
  settings: webhookSettingsSchema,
  health: webhookHealthSchema,
  addedAt: z.string(),
  lookedUpAt: z.string().nullable(),
})
export type WebhookRecord = z.infer<typeof webhookRecordSchema>

/**
 * Who named a server or channel: Discord (read with a saved bot token; refreshed) or the user (kept).
 * Absent: the default name (`Server <id>`), or a user's name saved before this field existed.
 */
const namedBySchema = z.enum(['discord', 'user']).optional()

export const serverRecordSchema = z.object({ id: snowflake, name: z.string(), named: namedBySchema })
export const channelRecordSchema = z.object({
  id: snowflake,
  guildId: snowflake.nullable(),
  name: z.string(),
  named: namedBySchema,
})
export type ServerRecord = z.infer<typeof serverRecordSchema>
export type ChannelRecord = z.infer<typeof channelRecordSchema>

/**
 * webhooks.json. Array order is the user's order (reorder moves entries). Server and channel names are
 * keyed by Discord id: Discord does not tell a webhook token what its server or channel is called, so they
 * come from a saved bot token that sees the server (channels without webhooks too, for the bot tools'
 * pickers), or from the user.
 */
export const webhookFileSchema = z.object({
  version: z.literal(1),
  webhooks: z.array(webhookRecordSchema),
  servers: z.array(serverRecordSchema),
  channels: z.array(channelRecordSchema),
})
export type WebhookFile = z.infer<typeof webhookFileSchema>

export function openWebhookStore(deps: StoreDeps): JsonStore<WebhookFile> {
  return openDataStore<WebhookFile>(deps, {
    name: 'webhooks',
    schema: webhookFileSchema,
    defaults: () => ({ version: 1, webhooks: [], servers: [], channels: [] }),
  })
}
