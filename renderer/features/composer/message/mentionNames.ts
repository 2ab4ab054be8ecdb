import { toHex } from '../embeds/colours'
import type { GuildChannel, GuildDirectory, GuildMember, GuildRole } from '@shared/rpc/areas/guilds'

/**
 * Each kind of channel the picker offers, as the catalogue's `composer.mention.channelKind` select names
 * it; categories cannot be mentioned usefully and are left out.
 */
const CHANNEL_KINDS: Record<number, string> = {
  0: 'text',
  2: 'voice',
  5: 'announcement',
  10: 'thread',
  11: 'thread',
  12: 'privateThread',
  13: 'stage',
  15: 'forum',
  16: 'media',
}

export function channelKind(type: number): string | undefined {
  return CHANNEL_KINDS[type]
}

/** A role's colour as CSS, or undefined for a role without one (0), which Discord draws in the default colour. */
export function roleColor(color: number): string | undefined {
  return color === 0 ? undefined : toHex(color)
}

/** Names starting with the query first, then names containing it; case does not matter. */
export function matching<T>(items: readonly T[], query: string, name: (item: T) => string): T[] {
  const wanted = query.trim().replace(/^[@#]/, '').toLowerCase()
  if (!wanted) return [...items]
  const starts = items.filter((item) => name(item).toLowerCase().startsWith(wanted))
  const contains = items.filter((item) => {
    const lower = name(item).toLowerCase()
    return !lower.startsWith(wanted) && lower.includes(wanted)
  })
  return [...starts, ...contains]
}

/** Roles that can be mentioned by markup: all but @everyone (its id is the server's), which has its own kind. */
export function mentionableRoles(directory: GuildDirectory): GuildRole[] {
  return directory.roles.filter((role) => role.id !== directory.guildId)
}

export function mentionableChannels(directory: GuildDirectory): GuildChannel[] {
  return directory.channels.filter((channel) => channelKind(channel.type) !== undefined)
}

/** How a member reads in the picker: the name a mention shows, and the username to tell two apart. */
export function memberLabel(member: GuildMember): { label: string; detail: string } {
  return { label: member.displayName, detail: `@${member.username}` }
}
