// GET /users/@me/guilds, GET /channels/:channel_id, GET /guilds/:guild_id and GET /guilds/:guild_id/channels
// (Bot): the servers a bot is in, and what a bot
// in the guild sees of a channel (forum tags included), of the guild, and of all its channels.
import { botAuth, botBucket, json, requireBotInGuild, snowflakeParam, type Core, type Route } from './core'
import { errors } from './errors'
import { renderEmoji, renderRole } from './guildRoutes'
import type { Channel, Guild } from './types'

/** Channel flag REQUIRE_TAG: a forum post must carry a tag. */
const REQUIRE_TAG = 1 << 4

function renderChannel(channel: Channel, position: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    guild_id: channel.guild_id,
    parent_id: channel.parent_id,
    position,
    flags: channel.requireTag ? REQUIRE_TAG : 0,
  }
  if (channel.type === 15 || channel.type === 16) out.available_tags = channel.available_tags ?? []
  if (channel.applied_tags) out.applied_tags = channel.applied_tags
  return out
}

const isThread = (channel: Channel) => [10, 11, 12].includes(channel.type)

/** The guild as GET /guilds/{id} answers it: the fields a client reads to name and show it. */
function renderGuild(core: Core, guild: Guild): Record<string, unknown> {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    description: null,
    features: [],
    roles: (guild.roles ?? []).map(renderRole),
    emojis: (guild.emojis ?? []).map((emoji) => renderEmoji(core, emoji)),
    stickers: [],
    premium_tier: 0,
    preferred_locale: 'en-US',
    nsfw_level: 0,
  }
}

function guildOf(core: Core, guildId: string): Guild {
  const guild = core.state.data.guilds.find((g) => g.id === guildId)
  if (!guild) throw errors.unknownGuild()
  return guild
}

export const channelRoutes: Route[] = [
  {
    // The servers the bot is a member of, as partial guilds (Discord: GET /users/@me/guilds).
    method: 'GET',
    pattern: '/users/@me/guilds',
    name: 'listCurrentUserGuilds',
    async handler(ctx, core) {
      const app = botAuth(ctx, core)
      botBucket(ctx, core, 'users/@me/guilds', app.id)
      const mine = core.state.data.guilds.filter((g) => g.botApplicationIds.includes(app.id))
      return json(
        mine.map((g) => ({
          id: g.id,
          name: g.name,
          icon: null,
          owner: false,
          permissions: '0',
          features: [],
        })),
      )
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guild_id',
    name: 'getGuild',
    async handler(ctx, core) {
      const app = botAuth(ctx, core)
      const guildId = snowflakeParam(ctx, 'guild_id')
      botBucket(ctx, core, 'guilds/:id', guildId)
      const guild = guildOf(core, guildId)
      requireBotInGuild(core, app, guildId)
      return json(renderGuild(core, guild))
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guild_id/channels',
    name: 'listGuildChannels',
    async handler(ctx, core) {
      const app = botAuth(ctx, core)
      const guildId = snowflakeParam(ctx, 'guild_id')
      botBucket(ctx, core, 'guilds/:id/channels', guildId)
      guildOf(core, guildId)
      requireBotInGuild(core, app, guildId)
      // Threads (and forum posts) are not listed here: Discord has their own routes for them.
      const channels = core.state.data.channels.filter((c) => c.guild_id === guildId && !isThread(c))
      return json(channels.map((channel, position) => renderChannel(channel, position)))
    },
  },
  {
    method: 'GET',
    pattern: '/channels/:channel_id',
    name: 'getChannel',
    async handler(ctx, core) {
      const app = botAuth(ctx, core)
      const channelId = snowflakeParam(ctx, 'channel_id')
      botBucket(ctx, core, 'channels/:id', channelId)
      const channel = core.state.channel(channelId)
      if (!channel) throw errors.unknownChannel()
      requireBotInGuild(core, app, channel.guild_id)
      const position = core.state.data.channels
        .filter((c) => c.guild_id === channel.guild_id)
        .indexOf(channel)
      return json(renderChannel(channel, position))
    },
  },
]
