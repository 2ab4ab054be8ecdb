// The demo world: one guild "Herald Sandbox" with text, announcement and forum channels, one application
// with a bot, a demo user and a few webhooks. Ids and secrets are derived from fixed labels so the demo
// credentials are the same on every start and after every reset.
import { DEFAULT_REDIRECT_PORT, redirectUriFor } from '@shared/linkedRoles/redirect'
import { derived, fixedSnowflake } from './ids'
import type { State } from './state'
import type { DemoSeed, DemoWebhook, ForumTag, Role, Webhook } from './types'

const SEED_TIME = Date.UTC(2024, 0, 1)

function id(index: number): string {
  return fixedSnowflake(SEED_TIME + index * 1000, index)
}

function role(roleId: string, name: string, color: number, position: number, more: Partial<Role> = {}): Role {
  return { id: roleId, name, color, position, hoist: false, managed: false, mentionable: true, ...more }
}

export const DEMO_REDIRECT_URI = 'http://127.0.0.1/callback'
/** Herald's loopback redirect on its default port (shared/linkedRoles/redirect.ts), so the sandbox connects. */
export const HERALD_REDIRECT_URI = redirectUriFor(DEFAULT_REDIRECT_PORT)

/** Applies the demo seed to an empty state and describes it. */
export function seedDemo(state: State, apiBase: string): DemoSeed {
  const guildId = id(1)
  const appId = id(2)
  const botUserId = id(3)
  const userId = id(4)
  const ch = {
    announcements: id(10),
    general: id(11),
    news: id(12),
    forum: id(13),
    restricted: id(14),
  }
  const forumThread = id(15)
  const tags: ForumTag[] = [
    { id: id(20), name: 'Release', moderated: false, emoji_id: null, emoji_name: '🚀' },
    { id: id(21), name: 'Maintenance', moderated: false, emoji_id: null, emoji_name: '🛠️' },
    { id: id(22), name: 'Staff only', moderated: true, emoji_id: null, emoji_name: null },
  ]
  const application = {
    id: appId,
    name: 'Herald Sandbox App',
    secret: derived('client-secret', 32, 'alnum'),
    botToken: `${Buffer.from(botUserId).toString('base64url')}.${derived('bot-ts', 6, 'base64url')}.${derived('bot-hmac', 38, 'base64url')}`,
    botUserId,
    ownerUserId: userId,
    redirectUris: [DEMO_REDIRECT_URI, HERALD_REDIRECT_URI],
    roleConnectionMetadata: [],
    guildMembersIntent: true,
  }
  // A second application whose bot is in no guild: Discord answers its channel reads 403 50001.
  const outsiderBotId = id(5)
  const outsider = {
    id: id(6),
    name: 'Outsider App',
    secret: derived('outsider-secret', 32, 'alnum'),
    botToken: `${Buffer.from(outsiderBotId).toString('base64url')}.${derived('outsider-ts', 6, 'base64url')}.${derived('outsider-hmac', 38, 'base64url')}`,
    botUserId: outsiderBotId,
    ownerUserId: userId,
    redirectUris: [DEMO_REDIRECT_URI],
    roleConnectionMetadata: [],
  }
  const d = state.data
  d.applications.push(application, outsider)
  d.users.push(
    { id: userId, username: 'sandbox_user', global_name: 'Sandbox User' },
    { id: botUserId, username: 'Herald Sandbox App', global_name: null, bot: true },
    { id: outsiderBotId, username: 'Outsider App', global_name: null, bot: true },
    { id: id(60), username: 'ada_lovelace', global_name: 'Ada Lovelace' },
    { id: id(61), username: 'grace_hopper', global_name: 'Grace Hopper' },
    { id: id(62), username: 'alan_t', global_name: null },
  )
  const roles: Role[] = [
    { ...role(guildId, '@everyone', 0, 0), mentionable: false },
    role(id(30), 'Moderators', 0x2ecc71, 4, { hoist: true }),
    role(id(31), 'Announcements Ping', 0xe67e22, 3),
    role(id(32), 'Quiet Role', 0x9b59b6, 2, { mentionable: false }),
    role(id(33), 'Herald Sandbox App', 0, 1, { managed: true, mentionable: false, botId: botUserId }),
  ]
  const joined = SEED_TIME
  d.guilds.push({
    id: guildId,
    name: 'Herald Sandbox',
    botApplicationIds: [appId],
    roleIds: [id(30), id(31)],
    roles,
    members: [
      { userId, nick: 'Sandy', roleIds: [id(30)], joinedAt: joined },
      { userId: botUserId, nick: null, roleIds: [id(33)], joinedAt: joined },
      { userId: id(60), nick: null, roleIds: [id(31)], joinedAt: joined },
      { userId: id(61), nick: 'Admiral', roleIds: [], joinedAt: joined },
      { userId: id(62), nick: null, roleIds: [], joinedAt: joined },
    ],
    emojis: [
      { id: id(50), name: 'herald_wave', animated: false, creatorUserId: userId },
      { id: id(51), name: 'party_blob', animated: true, creatorUserId: userId },
    ],
  })
  const text = (cid: string, name: string, type: 0 | 5 | 15) => ({
    id: cid,
    guild_id: guildId,
    name,
    type,
    parent_id: null,
    denyManageWebhooks: [] as string[],
  })
  d.channels.push(
    text(ch.announcements, 'announcements', 0),
    text(ch.general, 'general', 0),
    text(ch.news, 'news', 5),
    { ...text(ch.forum, 'forum', 15), available_tags: tags },
    { ...text(ch.restricted, 'restricted', 0), denyManageWebhooks: [appId] },
    {
      id: forumThread,
      guild_id: guildId,
      name: 'Welcome to the forum',
      type: 11,
      parent_id: ch.forum,
      denyManageWebhooks: [],
      applied_tags: [],
    },
  )
  const hook = (
    index: number,
    name: string,
    channelId: string,
    applicationId: string | null,
  ): DemoWebhook => {
    const w: Webhook = state.createWebhook({
      id: id(index),
      token: derived(`webhook-${index}`, 68, 'base64url'),
      channelId,
      name,
      applicationId,
      creatorUserId: applicationId ? botUserId : userId,
    })
    return {
      id: w.id,
      token: w.token,
      name,
      channelId,
      applicationId,
      url: `${apiBase}/webhooks/${w.id}/${w.token}`,
    }
  }
  return {
    guild: { id: guildId, name: 'Herald Sandbox' },
    channels: ch,
    forumTags: tags,
    forumThread,
    roles: { moderators: id(30), announcementsPing: id(31), quiet: id(32), bot: id(33) },
    members: { ada: id(60), grace: id(61), alan: id(62) },
    emojis: { wave: id(50), partyBlob: id(51) },
    application: {
      id: appId,
      name: application.name,
      clientSecret: application.secret,
      botToken: application.botToken,
      redirectUri: DEMO_REDIRECT_URI,
    },
    outsider: { id: outsider.id, botToken: outsider.botToken },
    user: { id: userId, username: 'sandbox_user' },
    webhooks: {
      announcements: hook(40, 'Announcer', ch.announcements, null),
      general: hook(41, 'General Hook', ch.general, null),
      appOwned: hook(42, 'Herald Bot Hook', ch.general, appId),
      forum: hook(43, 'Forum Poster', ch.forum, null),
      news: hook(44, 'News Wire', ch.news, null),
    },
  }
}
