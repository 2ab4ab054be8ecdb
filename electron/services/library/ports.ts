/**
 * What the library needs from Discord, as small interfaces. The composition root adapts the real
 * Discord client (electron/services/discord) to these; tests pass fakes. Failures from Discord are
 * RpcError of kind 'discord' carrying the HTTP status and Discord's code.
 */

/** A webhook object as Discord returns it (discord-wire §4.1). */
export type DiscordWebhook = {
  id: string
  type?: number
  name?: string | null
  avatar?: string | null
  channel_id?: string | null
  guild_id?: string | null
  application_id?: string | null
  /** Present when fetched by token, and in bot listings for webhooks the bot's application created. */
  token?: string
}

/** A message object as Discord returns it. */
export type DiscordMessage = { id: string; channel_id: string } & Record<string, unknown>

/** Token-authenticated webhook routes. */
export type WebhookLookup = {
  /** GET /webhooks/{id}/{token} */
  getWebhook(id: string, token: string): Promise<DiscordWebhook>
  /** DELETE /webhooks/{id}/{token} */
  deleteWebhook(id: string, token: string): Promise<void>
}

/** Bot-token webhook management (Manage Webhooks). */
export type BotWebhookApi = {
  /** POST /channels/{channel.id}/webhooks */
  createWebhook(botToken: string, channelId: string, body: { name: string }): Promise<DiscordWebhook>
  /** GET /channels/{channel.id}/webhooks */
  listChannelWebhooks(botToken: string, channelId: string): Promise<DiscordWebhook[]>
  /** DELETE /webhooks/{webhook.id} */
  deleteWebhook(botToken: string, webhookId: string): Promise<void>
}

/** What a bot that is a member of a server sees of it, for the names of the server and its channels. */
export type GuildApi = {
  /** GET /users/@me/guilds: the servers a bot is in. */
  listMyGuilds(botToken: string): Promise<{ id: string; name: string }[]>
  /** GET /guilds/{guild.id} */
  getGuild(botToken: string, guildId: string): Promise<{ id: string; name: string }>
  /** GET /guilds/{guild.id}/channels */
  listGuildChannels(
    botToken: string,
    guildId: string,
  ): Promise<{ id: string; name?: string | null; type: number }[]>
  /** GET /channels/{channel.id}: a channel's or thread's name; a thread's parent_id is its channel or forum. */
  getChannel(
    botToken: string,
    channelId: string,
  ): Promise<{ id: string; name?: string | null; type: number; parent_id?: string | null }>
}

/** Messages a webhook sent. */
export type MessageApi = {
  /** GET /webhooks/{id}/{token}/messages/{message.id}[?thread_id] */
  getMessage(webhookId: string, token: string, messageId: string, threadId?: string): Promise<DiscordMessage>
}

/** Everything the library talks to Discord for, in one object (the client adapter implements all). */
export type LibraryDiscord = WebhookLookup & { bot: BotWebhookApi; guilds: GuildApi; messages: MessageApi }
