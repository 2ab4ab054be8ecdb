import type { ServerGroup } from '../../store/webhooks/types'

/**
 * Channel mentions show the names the library gives channels: Discord does not tell a webhook token
 * what its channels are called, so the composer and History both take them from the user's library.
 */
export function libraryNames(servers: readonly ServerGroup[]): { channels: Record<string, string> } {
  const channels: Record<string, string> = {}
  for (const server of servers)
    for (const channel of server.channels) if (channel.id) channels[channel.id] = channel.name
  return { channels }
}
