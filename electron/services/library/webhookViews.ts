import type { UploadLimit, WebhookView } from '@shared/rpc/areas/webhooks'
import type { WebhookFile, WebhookRecord } from '../stores/webhookStore'

/** Discord's CDN URL of a webhook avatar (a public image); null means Discord's default avatar. */
export function avatarUrl(webhookId: string, hash: string | null | undefined): string | null {
  return hash ? `https://cdn.discordapp.com/avatars/${webhookId}/${hash}.png` : null
}

/** The page's view of a record: everything but the sealed token. */
export function webhookView(record: WebhookRecord, defaultUploadLimit: UploadLimit): WebhookView {
  return {
    id: record.id,
    label: record.label,
    name: record.name,
    avatarUrl: avatarUrl(record.id, record.avatar),
    channelId: record.channelId,
    guildId: record.guildId,
    applicationId: record.applicationId,
    ownedByApplication: record.applicationId !== null,
    maskedUrl: record.maskedUrl,
    settings: {
      uploadLimitMiB: record.settings.uploadLimitMiB,
      effectiveUploadLimitMiB: record.settings.uploadLimitMiB ?? defaultUploadLimit,
      defaultUsername: record.settings.defaultUsername,
      defaultAvatarUrl: record.settings.defaultAvatarUrl,
    },
    health: record.health,
    addedAt: record.addedAt,
    lookedUpAt: record.lookedUpAt,
  }
}

export function serverName(file: WebhookFile, id: string | null): string {
  if (id === null) return 'Without a server'
  return file.servers.find((server) => server.id === id)?.name ?? `Server ${id}`
}

export function channelName(file: WebhookFile, id: string | null): string {
  if (id === null) return 'Unknown channel'
  return file.channels.find((channel) => channel.id === id)?.name ?? `Channel ${id}`
}

type ChannelGroup = { id: string | null; name: string; webhooks: WebhookView[] }
type ServerGroup = { id: string | null; name: string; channels: ChannelGroup[] }

/**
 * Server > channel > webhooks. Servers and channels follow the user's order (their order in the file),
 * then first appearance; webhooks follow their order in the file.
 */
export function groupWebhooks(
  file: WebhookFile,
  view: (record: WebhookRecord) => WebhookView,
): ServerGroup[] {
  const servers = new Map<string | null, ServerGroup>()
  const channels = new Map<string, ChannelGroup>()
  const serverRank = rank(file.servers.map((server) => server.id))
  const channelRank = rank(file.channels.map((channel) => channel.id))
  for (const record of file.webhooks) {
    let server = servers.get(record.guildId)
    if (!server) {
      server = { id: record.guildId, name: serverName(file, record.guildId), channels: [] }
      servers.set(record.guildId, server)
    }
    const channelKey = `${record.guildId ?? ''}/${record.channelId ?? ''}`
    let channel = channels.get(channelKey)
    if (!channel) {
      channel = { id: record.channelId, name: channelName(file, record.channelId), webhooks: [] }
      channels.set(channelKey, channel)
      server.channels.push(channel)
    }
    channel.webhooks.push(view(record))
  }
  const groups = [...servers.values()]
  for (const group of groups) group.channels = sortBy(group.channels, (channel) => channelRank(channel.id))
  return sortBy(groups, (group) => serverRank(group.id))
}

function rank(ids: readonly string[]): (id: string | null) => number {
  const order = new Map(ids.map((id, index) => [id, index]))
  return (id) => (id === null ? Number.MAX_SAFE_INTEGER : (order.get(id) ?? ids.length))
}

/** Stable sort by a numeric key. */
function sortBy<T>(items: T[], key: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item)
}

/** Moves the listed items into the given order, within the positions they already occupy. */
export function reorderWithin<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  ids: readonly string[],
): T[] {
  const wanted = new Set(ids)
  const slots: number[] = []
  items.forEach((item, index) => {
    if (wanted.has(idOf(item))) slots.push(index)
  })
  const byId = new Map(items.map((item) => [idOf(item), item]))
  const ordered = ids
    .filter((id, index) => ids.indexOf(id) === index && byId.has(id))
    .map((id) => byId.get(id)!)
  const next = [...items]
  slots.forEach((slot, i) => {
    next[slot] = ordered[i]!
  })
  return next
}

/** What a library search looks in, lower-cased: the webhook's label, names, ids and its places' names. */
export function searchText(file: WebhookFile, record: WebhookRecord): string {
  return [
    record.label,
    record.name ?? '',
    record.id,
    record.channelId ?? '',
    record.guildId ?? '',
    serverName(file, record.guildId),
    channelName(file, record.channelId),
  ]
    .join('\n')
    .toLowerCase()
}
