import type { HistoryPlace } from '@shared/rpc/areas/history'

/**
 * Where a message is, as History shows it: "Server › #channel › thread", with names where a saved bot
 * token read them and ids where none could. The server is left out while unnamed (its id says nothing).
 */
export function placeText(place: HistoryPlace): string {
  const parts: string[] = []
  if (place.server) parts.push(place.server)
  const { channel, thread } = place
  if (channel.name) parts.push(`#${channel.name}`)
  else if (channel.id) parts.push(`channel ${channel.id}`)
  if (thread) parts.push(thread.name ?? `thread ${thread.id}`)
  return parts.join(' › ')
}

/** Said beside a place shown by id: how to get its names. */
export const UNREADABLE_HINT = 'names show once a saved bot token in this server can read them'
