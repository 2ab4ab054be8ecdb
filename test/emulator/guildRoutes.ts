// GET /guilds/:guild_id/roles, /guilds/:guild_id/members/search and /guilds/:guild_id/emojis (Bot): what a
// bot in the guild reads to name roles, members and the server's own emoji (docs/decisions.md, issue 20).
import { errors, formError } from './errors'
import {
  botAuth,
  botBucket,
  json,
  requireBotInGuild,
  snowflakeParam,
  userObject,
  type Core,
  type Route,
} from './core'
import type { Ctx } from './http'
import type { Application, CustomEmoji, Guild, Member, Role } from './types'

/** Search Guild Members: `limit` is 1–1000, 1 when omitted; `query` 1–100 characters, required. */
const SEARCH_LIMIT = { min: 1, max: 1000, fallback: 1 }
const QUERY_MAX = 100

export function renderRole(role: Role): Record<string, unknown> {
  return {
    id: role.id,
    name: role.name,
    permissions: '0',
    position: role.position,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: role.hoist,
    managed: role.managed,
    mentionable: role.mentionable,
    icon: null,
    unicode_emoji: null,
    flags: 0,
    ...(role.botId ? { tags: { bot_id: role.botId } } : {}),
  }
}

export function renderEmoji(core: Core, emoji: CustomEmoji): Record<string, unknown> {
  return {
    id: emoji.id,
    name: emoji.name,
    roles: [],
    require_colons: true,
    managed: false,
    animated: emoji.animated,
    available: true,
    user: userObject(core, emoji.creatorUserId),
  }
}

function renderMember(core: Core, member: Member): Record<string, unknown> {
  const user = core.state.user(member.userId)
  return {
    avatar: null,
    banner: null,
    communication_disabled_until: null,
    flags: 0,
    joined_at: new Date(member.joinedAt).toISOString(),
    nick: member.nick,
    pending: false,
    premium_since: null,
    roles: member.roleIds,
    user: { ...userObject(core, member.userId), ...(user?.bot ? { bot: true } : {}) },
    mute: false,
    deaf: false,
  }
}

/** The guild a bot may read: 404 10004 when unknown, 403 50001 when the bot is not a member. */
function readableGuild(ctx: Ctx, core: Core, route: string): { guild: Guild; app: Application } {
  const app = botAuth(ctx, core)
  const guildId = snowflakeParam(ctx, 'guild_id')
  botBucket(ctx, core, route, guildId)
  const guild = core.state.data.guilds.find((g) => g.id === guildId)
  if (!guild) throw errors.unknownGuild()
  requireBotInGuild(core, app, guildId)
  return { guild, app }
}

function searchLimit(ctx: Ctx): number {
  const raw = ctx.query.get('limit')
  if (raw === null) return SEARCH_LIMIT.fallback
  const limit = Number(raw)
  if (!/^\d+$/.test(raw)) formError(['limit'], 'NUMBER_TYPE_COERCE', `Value "${raw}" is not int.`, ctx.legacy)
  if (limit < SEARCH_LIMIT.min)
    formError(
      ['limit'],
      'NUMBER_TYPE_MIN',
      `int value should be greater than or equal to ${SEARCH_LIMIT.min}.`,
      ctx.legacy,
    )
  if (limit > SEARCH_LIMIT.max)
    formError(
      ['limit'],
      'NUMBER_TYPE_MAX',
      `int value should be less than or equal to ${SEARCH_LIMIT.max}.`,
      ctx.legacy,
    )
  return limit
}

export const guildRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/guilds/:guild_id/roles',
    name: 'listGuildRoles',
    async handler(ctx, core) {
      const { guild } = readableGuild(ctx, core, 'guilds/:id/roles')
      return json((guild.roles ?? []).map(renderRole))
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guild_id/emojis',
    name: 'listGuildEmojis',
    async handler(ctx, core) {
      const { guild } = readableGuild(ctx, core, 'guilds/:id/emojis')
      return json((guild.emojis ?? []).map((emoji) => renderEmoji(core, emoji)))
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guild_id/members/search',
    name: 'searchGuildMembers',
    async handler(ctx, core) {
      const { guild, app } = readableGuild(ctx, core, 'guilds/:id/members/search')
      const query = ctx.query.get('query')
      if (query === null || query === '')
        formError(['query'], 'BASE_TYPE_REQUIRED', 'This field is required', ctx.legacy)
      if (query.length > QUERY_MAX)
        formError(
          ['query'],
          'BASE_TYPE_BAD_LENGTH',
          `Must be between 1 and ${QUERY_MAX} in length.`,
          ctx.legacy,
        )
      const limit = searchLimit(ctx)
      // Without the privileged Server Members intent Discord refuses member reads with 403 50001.
      if (!app.guildMembersIntent) throw errors.missingAccess()
      const wanted = query.toLowerCase()
      const found = (guild.members ?? []).filter((member) => {
        const username = core.state.user(member.userId)?.username ?? ''
        return (
          username.toLowerCase().startsWith(wanted) || (member.nick ?? '').toLowerCase().startsWith(wanted)
        )
      })
      return json(found.slice(0, limit).map((member) => renderMember(core, member)))
    },
  },
]
