import { z } from 'zod'
import { method } from '../define'
import { credentialSchema } from './credential'
import { discordIdSchema, webhookViewSchema } from './webhooks'
import { schemaSays } from '../schemaSays'

/** A saved bot token as the page sees it: label and masked form only. */
export const botTokenViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The bot id part and ••••; never the secret part. */
  masked: z.string(),
  /** The bot's user id (its application id for modern bots), read from the token when it encodes one. */
  botId: discordIdSchema.nullable(),
  addedAt: z.string(),
})
export type BotTokenView = z.infer<typeof botTokenViewSchema>

/** A webhook of a channel as a bot sees it (GET /channels/{id}/webhooks), without its token. */
export const channelWebhookSchema = z.object({
  id: discordIdSchema,
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** 1 incoming, 2 channel follower, 3 application. */
  type: z.number().int(),
  channelId: discordIdSchema.nullable(),
  guildId: discordIdSchema.nullable(),
  applicationId: discordIdSchema.nullable(),
  /** Discord gave this bot the token (only for webhooks its application created): it can be saved. */
  canSave: z.boolean(),
  /** Already in the library. */
  saved: z.boolean(),
})
export type ChannelWebhook = z.infer<typeof channelWebhookSchema>

const botTokenId = z.string().min(1)
const channelId = discordIdSchema

export const botTokensMethods = {
  'botTokens.add': method(
    z.object({
      label: z.string().trim().min(1, schemaSays('botTokens.add.label.empty', 'Enter a label.')).max(100),
      token: credentialSchema('bot token'),
    }),
    z.object({ botToken: botTokenViewSchema }),
    'Saves a bot token, encrypted. Only its label and masked form come back.',
  ),
  'botTokens.list': method(
    z.object({}),
    z.object({ botTokens: z.array(botTokenViewSchema) }),
    'Saved bot tokens.',
  ),
  'botTokens.remove': method(
    z.object({ botTokenId }),
    z.object({ removed: z.boolean() }),
    'Forgets a bot token (the bot itself is not changed).',
  ),
  'botTokens.createWebhook': method(
    z.object({
      botTokenId,
      channelId,
      name: z.string().max(200),
      /** Save the new webhook in the library (default). */
      save: z.boolean().default(true),
    }),
    z.object({ webhook: channelWebhookSchema, saved: webhookViewSchema.nullable() }),
    'Creates a webhook in a channel with a bot token (Manage Webhooks); name rules are checked first.',
  ),
  'botTokens.servers': method(
    z.object({ botTokenId }),
    z.object({
      servers: z.array(
        z.object({
          id: discordIdSchema,
          name: z.string(),
          /** Text, announcement, forum and media channels: where a webhook can post. */
          channels: z.array(z.object({ id: discordIdSchema, name: z.string(), type: z.number().int() })),
        }),
      ),
    }),
    'The servers a bot token is in (GET /users/@me/guilds) and their channels, to pick one by name.',
  ),
  'botTokens.listChannelWebhooks': method(
    z.object({ botTokenId, channelId }),
    z.object({ webhooks: z.array(channelWebhookSchema) }),
    'The webhooks of a channel, as the bot sees them.',
  ),
  'botTokens.addFromBot': method(
    z.object({ botTokenId, channelId, webhookIds: z.array(discordIdSchema).min(1) }),
    z.object({
      added: z.array(webhookViewSchema),
      skipped: z.array(z.object({ webhookId: discordIdSchema, message: z.string() })),
    }),
    'Saves some of a channel’s webhooks in the library in one go (those whose token the bot can see).',
  ),
  'botTokens.deleteWebhook': method(
    z.object({ botTokenId, webhookId: discordIdSchema }),
    z.object({ markedInLibrary: z.boolean() }),
    'Deletes a webhook on Discord with a bot token; a saved copy is marked revoked.',
  ),
}
