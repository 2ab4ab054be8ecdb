import type { DiscordClient } from '../discord'
import type { LibraryDiscord } from './ports'
import { toDiscordMessage } from './sentHistory'

/** The library speaks in small ports (library/ports.ts); the one Discord client implements them all. */
export function libraryDiscord(client: DiscordClient): LibraryDiscord {
  return {
    getWebhook: (webhookId, token) => client.webhooks.getWebhook({ webhookId, token }),
    deleteWebhook: (webhookId, token) => client.webhooks.deleteWebhook({ webhookId, token }),
    bot: {
      createWebhook: (botToken, channelId, body) => client.bot.createWebhook(botToken, channelId, body),
      listChannelWebhooks: (botToken, channelId) => client.bot.listChannelWebhooks(botToken, channelId),
      deleteWebhook: (botToken, webhookId) => client.bot.deleteWebhook(botToken, webhookId),
    },
    guilds: {
      listMyGuilds: (botToken) => client.bot.listMyGuilds(botToken),
      getGuild: (botToken, guildId) => client.bot.getGuild(botToken, guildId),
      listGuildChannels: (botToken, guildId) => client.bot.listGuildChannels(botToken, guildId),
      getChannel: (botToken, channelId) => client.bot.getChannel(botToken, channelId),
    },
    messages: {
      getMessage: async (webhookId, token, messageId, threadId) =>
        toDiscordMessage(await client.webhooks.getMessage({ webhookId, token }, messageId, threadId)),
    },
  }
}
