import { z } from 'zod'
import { event, method } from '../define'
import { WEBHOOK_URL_NOT_IMAGE, carriesWebhookToken } from '../../discord/urls'
import { schemaSays } from '../schemaSays'

export const discordIdSchema = z
  .string()
  .regex(/^\d{17,20}$/, schemaSays('botTokens.deleteById.invalid', 'Not a Discord id.'))

/** Upload limits a server can have: 10 MiB by default, 50 and 100 MiB with boosts. */
export const uploadLimitSchema = z.union([z.literal(10), z.literal(50), z.literal(100)])
export type UploadLimit = z.infer<typeof uploadLimitSchema>
export const UPLOAD_LIMIT_CHOICES = [10, 50, 100] as const

export const webhookHealthViewSchema = z.object({
  /** unchecked: never checked; invalid: deleted or token regenerated; revoked: deleted by the user here. */
  state: z.enum(['unchecked', 'ok', 'invalid', 'revoked']),
  reason: z.enum(['deleted', 'tokenInvalid', 'revoked', 'other']).nullable(),
  detail: z.string().nullable(),
  at: z.string().nullable(),
})

/** A saved webhook as the page sees it: ids, names and the masked URL, never the token. */
export const webhookViewSchema = z.object({
  id: discordIdSchema,
  label: z.string(),
  /** Discord's own name for it at the last lookup. */
  name: z.string().nullable(),
  /** CDN URL of the avatar, or null for the default one. */
  avatarUrl: z.string().nullable(),
  channelId: discordIdSchema.nullable(),
  guildId: discordIdSchema.nullable(),
  applicationId: discordIdSchema.nullable(),
  /** An application created it: it may send interactive components. */
  ownedByApplication: z.boolean(),
  /** …/webhooks/<id>/••••abcd */
  maskedUrl: z.string(),
  settings: z.object({
    /** This webhook's own limit; null uses the default from settings. */
    uploadLimitMiB: uploadLimitSchema.nullable(),
    /** What applies now (own limit or the default). */
    effectiveUploadLimitMiB: uploadLimitSchema,
    defaultUsername: z.string().nullable(),
    defaultAvatarUrl: z.string().nullable(),
  }),
  health: webhookHealthViewSchema,
  addedAt: z.string(),
  lookedUpAt: z.string().nullable(),
})
export type WebhookView = z.infer<typeof webhookViewSchema>

/** Grouping for the library: server > channel > webhooks, in the user's order. */
export const webhookChannelGroupSchema = z.object({
  /** Null for webhooks whose channel Discord did not tell. */
  id: discordIdSchema.nullable(),
  name: z.string(),
  webhooks: z.array(webhookViewSchema),
})
export const webhookServerGroupSchema = z.object({
  id: discordIdSchema.nullable(),
  name: z.string(),
  channels: z.array(webhookChannelGroupSchema),
})

const webhookId = discordIdSchema
const name = z.string().trim().min(1, schemaSays('webhooks.error.nameEmpty', 'Enter a name.')).max(100)
const optionalUrl = z.url({ protocol: /^https?$/ }).max(2048)

export const webhookSettingsPatchSchema = z.object({
  uploadLimitMiB: uploadLimitSchema.nullable().optional(),
  defaultUsername: z.string().trim().max(80).nullable().optional(),
  defaultAvatarUrl: optionalUrl
    .refine((url) => !carriesWebhookToken(url), { message: WEBHOOK_URL_NOT_IMAGE })
    .nullable()
    .optional(),
})

const webhookResult = z.object({ webhook: webhookViewSchema })

export const webhooksMethods = {
  'webhooks.add': method(
    z.object({
      url: z.string().trim().min(1, schemaSays('problem.webhookUrl.empty', 'Paste a webhook URL.')),
      label: name.optional(),
    }),
    webhookResult.extend({
      alreadySaved: z.boolean(),
      /** Its server or channel still has only a default name: no saved bot token sees it, nobody named it. */
      unnamed: z.object({ server: z.boolean(), channel: z.boolean() }),
    }),
    'Checks a pasted webhook URL with Discord (GET by token) and saves it, token encrypted; names its server and channel through a saved bot token that sees them.',
  ),
  'webhooks.refreshNames': method(
    z.object({}),
    z.object({
      /** Servers named from Discord. */
      servers: z.number().int(),
      /** Servers no saved bot token can see. */
      unseen: z.array(discordIdSchema),
    }),
    'Reads the names of the library’s servers and their channels with the saved bot tokens (GET /guilds/{id}, /guilds/{id}/channels); names the user gave stay.',
  ),
  'webhooks.places': method(
    z.object({}),
    z.object({
      servers: z.array(
        z.object({
          id: discordIdSchema,
          name: z.string(),
          channels: z.array(z.object({ id: discordIdSchema, name: z.string() })),
        }),
      ),
    }),
    'Known servers and their channels (with or without webhooks), for pickers.',
  ),
  'webhooks.list': method(
    z.object({}),
    z.object({ servers: z.array(webhookServerGroupSchema), total: z.number().int() }),
    'The library grouped by server and channel, in the user’s order.',
  ),
  'webhooks.get': method(z.object({ webhookId }), webhookResult, 'One saved webhook.'),
  'webhooks.search': method(
    z.object({ query: z.string().max(200) }),
    z.object({ webhooks: z.array(webhookViewSchema) }),
    'Saved webhooks whose label, Discord name, server or channel name or id contains the text.',
  ),
  'webhooks.reorder': method(
    z.object({
      what: z.enum(['webhooks', 'channels', 'servers']),
      /** The new order of these items; others keep their places. */
      ids: z.array(discordIdSchema).min(1),
    }),
    z.object({}),
    'Moves webhooks, channels or servers into the given order.',
  ),
  'webhooks.rename': method(z.object({ webhookId, label: name }), webhookResult, 'Sets a webhook’s label.'),
  'webhooks.renameServer': method(
    z.object({ serverId: discordIdSchema, name }),
    z.object({}),
    'Names a server as the user knows it.',
  ),
  'webhooks.renameChannel': method(
    z.object({ channelId: discordIdSchema, name }),
    z.object({}),
    'Names a channel as the user knows it.',
  ),
  'webhooks.updateSettings': method(
    z.object({ webhookId, settings: webhookSettingsPatchSchema }),
    webhookResult,
    'Per-webhook upload limit, default username and default avatar URL.',
  ),
  'webhooks.copyUrl': method(
    z.object({ webhookId }),
    z.object({ url: z.string(), warning: z.string() }),
    'The full webhook URL, for an explicit copy action. The only method that returns a secret.',
  ),
  'webhooks.check': method(z.object({ webhookId }), webhookResult, 'Looks one webhook up with Discord.'),
  'webhooks.checkAll': method(
    z.object({}),
    z.object({
      webhooks: z.array(webhookViewSchema),
      checked: z.number().int(),
      invalid: z.number().int(),
      /** Webhooks that could not be checked now (network, rate limit); their state is unchanged. */
      failed: z.array(z.object({ webhookId, message: z.string() })),
    }),
    'Looks every saved webhook up; marks deleted (404) and regenerated (401) ones invalid.',
  ),
  'webhooks.remove': method(
    z.object({ webhookId }),
    z.object({ removed: z.boolean() }),
    'Removes a webhook from the library only; it keeps working on Discord.',
  ),
  'webhooks.revoke': method(
    z.object({ webhookId }),
    webhookResult,
    'Deletes the webhook on Discord (DELETE by token), the remedy for a leaked URL; it stays listed as revoked.',
  ),
}

export const webhooksEvents = {
  'webhooks.onDidChange': event(
    z.object({ webhookIds: z.array(discordIdSchema) }),
    'The library changed (any add, rename, reorder, setting, check, removal or revoke, from any screen or a send), once per change, with the webhooks it touched.',
  ),
}
