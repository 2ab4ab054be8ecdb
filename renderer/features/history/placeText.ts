import type { Translate } from '@shared/i18n'
import type { HistoryPlace } from '@shared/rpc/areas/history'

/**
 * Where a message is, as History shows it: "Server › #channel › thread", with names where a saved bot
 * token read them and ids where none could. The server is left out while unnamed (its id says nothing).
 */
export function placeText(t: Translate, place: HistoryPlace): string {
  const parts: string[] = []
  if (place.server) parts.push(place.server)
  const { channel, thread } = place
  if (channel.name) parts.push(`#${channel.name}`)
  else if (channel.id) parts.push(t('history.place.channel', { id: channel.id }))
  if (thread) parts.push(thread.name ?? t('history.place.thread', { id: thread.id }))
  return parts.join(' › ')
}
