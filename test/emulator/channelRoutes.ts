// GET /channels/:channel_id (Bot): what a bot in the guild sees of a channel, forum tags included.
import { botAuth, botBucket, json, requireBotInGuild, snowflakeParam, type Route } from './core'
import { errors } from './errors'
import type { Channel } from './types'

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

export const channelRoutes: Route[] = [
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
