import type { Translate } from '@shared/i18n'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import type { WebhooksState } from './store'
import { keepWebhooks } from './reducer'
import type { ChannelGroup, ServerGroup } from './types'

function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean)
}

function matches(text: string[], query: string[]): boolean {
  const haystack = text.join('\n').toLowerCase()
  return query.every((word) => haystack.includes(word))
}

/**
 * The grouping narrowed to what the search matches: a webhook matches on its label, Discord name or ids,
 * or on its server's or channel's name, so typing a channel name keeps that whole channel.
 */
export function filterGroups(servers: readonly ServerGroup[], query: string): ServerGroup[] {
  const wanted = words(query)
  if (wanted.length === 0) return [...servers]
  return keepWebhooks(servers, (webhook, channel, server) =>
    matches(
      [
        server.name,
        channel.name,
        webhook.label,
        webhook.name ?? '',
        webhook.id,
        webhook.channelId ?? '',
        webhook.guildId ?? '',
      ],
      wanted,
    ),
  )
}

/** Every saved webhook in the user's order. */
export function flatWebhooks(servers: readonly ServerGroup[]): WebhookView[] {
  return servers.flatMap((server) => server.channels.flatMap((channel) => channel.webhooks))
}

/** For a picker: one option group per channel, labelled "Server › #channel". */
export type WebhookOptionGroup = { label: string; webhooks: WebhookView[] }

/**
 * A server's or channel's name as shown: the names the services make up for places nobody named ("Server
 * <id>", "Channel <id>", "Without a server", "Unknown channel", kept in English in the library file) in
 * the page's language when `t` is given; a name Discord or the user gave as it is.
 */
export function placeName(
  t: Translate | undefined,
  kind: 'server' | 'channel',
  place: { id: string | null; name: string },
): string {
  if (!t) return place.name
  if (place.id === null) {
    const unknown = kind === 'server' ? 'Without a server' : 'Unknown channel'
    if (place.name !== unknown) return place.name
    return t(kind === 'server' ? 'history.place.default.noServer' : 'history.place.default.noChannel')
  }
  if (place.name !== `${kind === 'server' ? 'Server' : 'Channel'} ${place.id}`) return place.name
  return t(kind === 'server' ? 'history.place.default.server' : 'history.place.default.channel', {
    id: place.id,
  })
}

/** Where a channel sits, as pickers and history rows say it: "Server › #channel". */
export function placeLabel(server: ServerGroup, channel: ChannelGroup, t?: Translate): string {
  return `${placeName(t, 'server', server)} › #${placeName(t, 'channel', channel)}`
}

/** One option group per channel; with `t`, made-up place names are in the page's language. */
export function optionGroups(servers: readonly ServerGroup[], t?: Translate): WebhookOptionGroup[] {
  return servers.flatMap((server) =>
    server.channels.map((channel) => ({
      label: placeLabel(server, channel, t),
      webhooks: channel.webhooks,
    })),
  )
}

/** Where a webhook sits, for history rows and pickers: "Server › #channel". */
export function placeOf(servers: readonly ServerGroup[], webhookId: string): string | undefined {
  for (const server of servers) {
    for (const channel of server.channels) {
      if (channel.webhooks.some((webhook) => webhook.id === webhookId)) return placeLabel(server, channel)
    }
  }
  return undefined
}

/** A channel's name as the user set it, when a saved webhook sits in it. */
export function channelNameOf(servers: readonly ServerGroup[], channelId: string): string | undefined {
  for (const server of servers) {
    const channel = server.channels.find((item) => item.id === channelId)
    if (channel) return channel.name
  }
  return undefined
}

/** Webhooks that can be sent to now (not revoked, not marked deleted or regenerated). */
export function isUsable(webhook: WebhookView): boolean {
  return webhook.health.state === 'ok' || webhook.health.state === 'unchecked'
}

/**
 * The saved webhook the composer starts on: the one last sent to while it can still be used, else the
 * first usable one in the user's order; undefined when none can be sent to.
 */
export function preferredTarget(
  servers: readonly ServerGroup[],
  lastWebhookId: string | undefined,
): string | undefined {
  const usable = flatWebhooks(servers).filter(isUsable)
  return (usable.find((webhook) => webhook.id === lastWebhookId) ?? usable[0])?.id
}

export const webhooksSelectors = {
  servers: (state: WebhooksState) => state.servers,
  total: (state: WebhooksState) => state.total,
  status: (state: WebhooksState) => state.status,
  loadError: (state: WebhooksState) => state.loadError,
  query: (state: WebhooksState) => state.query,
  checkAll: (state: WebhooksState) => state.checkAll,
}
