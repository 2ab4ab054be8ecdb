import type { WebhookView } from '@shared/rpc/areas/webhooks'
import type { ChannelGroup, ServerGroup } from './types'

export type ReorderKind = 'webhooks' | 'channels' | 'servers'

/** The ids with `id` moved by `delta` places, or undefined when it cannot move (edge, unknown id). */
export function moveId(ids: readonly string[], id: string, delta: -1 | 1): string[] | undefined {
  const from = ids.indexOf(id)
  const to = from + delta
  if (from < 0 || to < 0 || to >= ids.length) return undefined
  const next = [...ids]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/** The siblings an item is reordered among: the webhooks of its channel, the channels of its server, or the servers. */
export function siblingIds(servers: readonly ServerGroup[], what: ReorderKind, id: string): string[] {
  if (what === 'servers') return servers.flatMap((server) => (server.id ? [server.id] : []))
  for (const server of servers) {
    if (what === 'channels' && server.channels.some((channel) => channel.id === id)) {
      return server.channels.flatMap((channel) => (channel.id ? [channel.id] : []))
    }
    for (const channel of server.channels) {
      if (what === 'webhooks' && channel.webhooks.some((webhook) => webhook.id === id)) {
        return channel.webhooks.map((webhook) => webhook.id)
      }
    }
  }
  return []
}

/** Applies a new order to one level of the grouping, as the service will (others keep their places). */
export function applyOrder(
  servers: readonly ServerGroup[],
  what: ReorderKind,
  ids: readonly string[],
): ServerGroup[] {
  const rank = new Map(ids.map((id, index) => [id, index]))
  const sort = <T extends { id: string | null }>(items: readonly T[]): T[] => {
    const moving = items.filter((item) => item.id !== null && rank.has(item.id))
    if (moving.length === 0) return [...items]
    const ordered = [...moving].sort((a, b) => rank.get(a.id!)! - rank.get(b.id!)!)
    let next = 0
    return items.map((item) => (item.id !== null && rank.has(item.id) ? ordered[next++]! : item))
  }
  if (what === 'servers') return sort(servers)
  return servers.map((server) => ({
    ...server,
    channels:
      what === 'channels'
        ? sort(server.channels)
        : server.channels.map((channel) => ({ ...channel, webhooks: sort(channel.webhooks) })),
  }))
}

/** Replaces one webhook's view wherever it sits (after rename, settings, check, revoke). */
export function replaceWebhook(servers: readonly ServerGroup[], webhook: WebhookView): ServerGroup[] {
  return servers.map((server) => ({
    ...server,
    channels: server.channels.map((channel) => ({
      ...channel,
      webhooks: channel.webhooks.map((item) => (item.id === webhook.id ? webhook : item)),
    })),
  }))
}

/** Drops a webhook, and any channel or server left empty by it. */
export function removeWebhook(servers: readonly ServerGroup[], webhookId: string): ServerGroup[] {
  return keepWebhooks(servers, (webhook) => webhook.id !== webhookId)
}

/** The grouping with only the webhooks `keep` accepts; a channel or server left empty is dropped. */
export function keepWebhooks(
  servers: readonly ServerGroup[],
  keep: (webhook: WebhookView, channel: ChannelGroup, server: ServerGroup) => boolean,
): ServerGroup[] {
  return servers
    .map((server) => ({
      ...server,
      channels: server.channels
        .map((channel) => ({
          ...channel,
          webhooks: channel.webhooks.filter((webhook) => keep(webhook, channel, server)),
        }))
        .filter((channel) => channel.webhooks.length > 0),
    }))
    .filter((server) => server.channels.length > 0)
}

/** Sets a server's or channel's name as the user typed it. */
export function renamePlace(
  servers: readonly ServerGroup[],
  what: 'server' | 'channel',
  id: string,
  name: string,
): ServerGroup[] {
  return servers.map((server) => {
    if (what === 'server') return server.id === id ? { ...server, name } : server
    return {
      ...server,
      channels: server.channels.map((channel) => (channel.id === id ? { ...channel, name } : channel)),
    }
  })
}
