import type { Handler } from '@shared/rpc/bind'
import type { GuildDirectory, GuildMember } from '@shared/rpc/areas/guilds'
import { rpcError, said } from '@shared/rpc/errors'
import { discordFailure } from './discordErrors'

/** What Discord answers, narrowed to the fields read here. */
type DiscordRole = {
  id: string
  name: string
  color: number
  position: number
  managed: boolean
  mentionable: boolean
}
type DiscordEmoji = { id: string | null; name: string | null; animated?: boolean }
type DiscordMember = {
  nick?: string | null
  user?: { id: string; username: string; global_name?: string | null }
}

export type GuildReadApi = {
  listGuildRoles(botToken: string, guildId: string): Promise<DiscordRole[]>
  listGuildChannels(
    botToken: string,
    guildId: string,
  ): Promise<{ id: string; name?: string | null; type: number }[]>
  listGuildEmojis(botToken: string, guildId: string): Promise<DiscordEmoji[]>
  searchGuildMembers(
    botToken: string,
    guildId: string,
    query: string,
    limit: number,
  ): Promise<DiscordMember[]>
}

export type GuildDirectoryDeps = {
  /** The saved webhook's server; undefined when the webhook is not saved. */
  webhookOf(webhookId: string): { guildId: string | null } | undefined
  botTokens: { ids(): string[]; reveal(botTokenId: string): string }
  api: GuildReadApi
}

export type DirectoryAnswer = { directory: GuildDirectory | null; reason: string | null }

/** As many members as a picker shows; typing more of the name narrows them. */
export const MEMBER_LIMIT = 25

const NO_TOKEN =
  'Save a bot token of this server (Library, Bot tokens) to pick roles, channels and members by name.'
const NOT_SEEN =
  'None of the saved bot tokens is in this server. Add one of those bots to it, or save the token of a bot that is there.'
const NO_INTENT =
  'Discord does not let this bot search members (Missing Access): turn on Server Members Intent in the Developer Portal (Bot tab), or enter the user id.'

/**
 * Names of a server's roles, channels, custom emoji and members, read with a saved bot token that is a
 * member of it, so the composer can offer names where Discord's markup wants ids. The tokens stay here:
 * the page gets names and ids only. A server's lists are kept for the session until a refresh.
 */
export class GuildDirectoryService {
  private readonly cache = new Map<string, { directory: GuildDirectory; botTokenId: string }>()
  /** The token that last read each server, asked first after a refresh. */
  private readonly tokenFor = new Map<string, string>()

  constructor(private readonly deps: GuildDirectoryDeps) {}

  async directory(webhookId: string, refresh = false): Promise<DirectoryAnswer> {
    const guildId = this.guildOf(webhookId)
    if (!guildId) return none('Discord did not say which server this webhook is in. Check the webhook first.')
    if (refresh) this.cache.delete(guildId)
    const read = await this.read(guildId)
    return typeof read === 'string' ? none(read) : { directory: read.directory, reason: null }
  }

  async searchMembers(
    webhookId: string,
    query: string,
  ): Promise<{ members: GuildMember[]; reason: string | null }> {
    const guildId = this.guildOf(webhookId)
    if (!guildId) return { members: [], reason: 'Discord did not say which server this webhook is in.' }
    const read = await this.read(guildId)
    if (typeof read === 'string') return { members: [], reason: read }
    try {
      const token = this.deps.botTokens.reveal(read.botTokenId)
      const found = await this.deps.api.searchGuildMembers(token, guildId, query, MEMBER_LIMIT)
      return { members: found.flatMap(memberView), reason: null }
    } catch (error) {
      if (discordFailure(error)?.status === 403) return { members: [], reason: NO_INTENT }
      throw error
    }
  }

  private guildOf(webhookId: string): string | null {
    const webhook = this.deps.webhookOf(webhookId)
    if (!webhook)
      throw rpcError(
        'notFound',
        said('service.library.webhookNotSaved', 'This webhook is not saved (removed?).'),
      )
    return webhook.guildId
  }

  /** The server's lists through the first saved token that is in it, or why there are none. */
  private async read(guildId: string) {
    const ids = this.deps.botTokens.ids()
    const cached = this.cache.get(guildId)
    // A token removed since no longer vouches for what it read.
    if (cached && ids.includes(cached.botTokenId)) return cached
    if (ids.length === 0) return NO_TOKEN
    const known = this.tokenFor.get(guildId)
    const order = known && ids.includes(known) ? [known, ...ids.filter((id) => id !== known)] : ids
    for (const botTokenId of order) {
      const token = this.deps.botTokens.reveal(botTokenId)
      const roles = await this.seen(() => this.deps.api.listGuildRoles(token, guildId))
      if (!roles) continue
      const [channels, emojis] = await Promise.all([
        this.deps.api.listGuildChannels(token, guildId),
        this.deps.api.listGuildEmojis(token, guildId),
      ])
      const entry = { botTokenId, directory: directoryView(guildId, roles, channels, emojis) }
      this.cache.set(guildId, entry)
      this.tokenFor.set(guildId, botTokenId)
      return entry
    }
    this.tokenFor.delete(guildId)
    return NOT_SEEN
  }

  /** The answer, or undefined when this token may not read the server (not in it, revoked, gone). */
  private async seen<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work()
    } catch (error) {
      const status = discordFailure(error)?.status
      if (status === 401 || status === 403 || status === 404) return undefined
      throw error
    }
  }
}

function none(reason: string): DirectoryAnswer {
  return { directory: null, reason }
}

function directoryView(
  guildId: string,
  roles: DiscordRole[],
  channels: { id: string; name?: string | null; type: number }[],
  emojis: DiscordEmoji[],
): GuildDirectory {
  return {
    guildId,
    // Highest first, as Discord lists them in a server's settings.
    roles: roles
      .map(({ id, name, color, position, managed, mentionable }) => ({
        id,
        name,
        color,
        position,
        managed,
        mentionable,
      }))
      .sort((a, b) => b.position - a.position),
    channels: channels.flatMap((c) => (c.name ? [{ id: c.id, name: c.name, type: c.type }] : [])),
    emojis: emojis.flatMap((e) =>
      e.id && e.name ? [{ id: e.id, name: e.name, animated: e.animated === true }] : [],
    ),
  }
}

function memberView(member: DiscordMember): GuildMember[] {
  const user = member.user
  if (!user) return []
  return [
    { id: user.id, username: user.username, displayName: member.nick || user.global_name || user.username },
  ]
}

export type GuildHandlers = {
  'guilds.directory': Handler<'guilds.directory'>
  'guilds.searchMembers': Handler<'guilds.searchMembers'>
}

export function createGuildHandlers(service: GuildDirectoryService): GuildHandlers {
  return {
    'guilds.directory': ({ webhookId, refresh }) => service.directory(webhookId, refresh),
    'guilds.searchMembers': ({ webhookId, query }) => service.searchMembers(webhookId, query),
  }
}
