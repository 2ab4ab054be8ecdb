import type { GuildDirectory, GuildMember } from '@shared/rpc/areas/guilds'
import type { PreviewNames } from '../../preview'

/** The library's names with what the server's bot token read (roles, their colours, channels) and the members found. */
export function previewNamesOf(
  library: PreviewNames,
  directory: GuildDirectory | undefined,
  members: Record<string, GuildMember>,
): PreviewNames {
  const roles = { ...library.roles }
  const roleColors = { ...library.roleColors }
  const channels = { ...library.channels }
  const users = { ...library.users }
  for (const role of directory?.roles ?? []) {
    roles[role.id] = role.name
    if (role.color !== 0) roleColors[role.id] = role.color
  }
  for (const channel of directory?.channels ?? []) channels[channel.id] = channel.name
  for (const member of Object.values(members)) users[member.id] = member.displayName
  return { roles, roleColors, channels, users }
}
