import { RpcError } from '@shared/rpc/errors'
import type { JsonStore } from '../stores/jsonStore'
import type { ChannelRecord, ServerRecord, WebhookFile } from '../stores/webhookStore'
import type { GuildApi } from './ports'

export type PlaceNamesDeps = {
  store: JsonStore<WebhookFile>
  /** The saved bot tokens, oldest first, and each one's secret (service-internal). */
  botTokens: { ids(): string[]; reveal(botTokenId: string): string }
  guilds: GuildApi
  /** The webhooks whose server or channel got a new name, so the screens listing them refresh. */
  onDidChange?: (webhookIds: string[]) => void
}

export type BotServer = { id: string; name: string; channels: { id: string; name: string; type: number }[] }

export type RefreshOutcome = {
  /** Servers named from Discord this time. */
  servers: number
  /** Servers no saved bot token can see: their names stay as they are. */
  unseen: string[]
}

/** Channels a webhook can post in: text, announcement, forum and media. */
const WEBHOOK_CHANNEL_TYPES = new Set([0, 5, 15, 16])

/** A name the user gave is never overwritten; a default one or Discord's own is. */
export function userNamed(place: ServerRecord | ChannelRecord, defaultName: string): boolean {
  return place.named === 'user' || (place.named === undefined && place.name !== defaultName)
}

/**
 * Names servers and channels as Discord does, through a saved bot token that is a member of the server:
 * GET /guilds/{id} and /guilds/{id}/channels. Tried with each token until one sees the server; names the
 * user chose stay.
 */
export class PlaceNames {
  constructor(private readonly deps: PlaceNamesDeps) {}

  /** Refreshes the given servers, or every server of the library. Needs the vault open when tokens exist. */
  async refresh(guildIds?: readonly string[]): Promise<RefreshOutcome> {
    const file = this.deps.store.read()
    const wanted = guildIds ?? [
      ...new Set(file.webhooks.flatMap((record) => (record.guildId ? [record.guildId] : []))),
    ]
    const tokens = this.deps.botTokens.ids()
    const unseen: string[] = []
    let servers = 0
    for (const guildId of wanted) {
      const seen = await this.read(guildId, tokens)
      if (!seen) unseen.push(guildId)
      else {
        this.apply(guildId, seen.name, seen.channels)
        servers++
      }
    }
    return { servers, unseen }
  }

  /**
   * Every server one bot token is in and the channels a webhook can post in there, so a user starting
   * from a bot token can pick a channel before any webhook of that server is in the library.
   */
  async serversOfBot(botTokenId: string): Promise<BotServer[]> {
    const token = this.deps.botTokens.reveal(botTokenId)
    const guilds = await this.deps.guilds.listMyGuilds(token)
    const out: BotServer[] = []
    for (const guild of guilds) {
      const channels = await this.deps.guilds.listGuildChannels(token, guild.id)
      out.push({
        id: guild.id,
        name: guild.name,
        channels: channels
          .filter((c) => WEBHOOK_CHANNEL_TYPES.has(c.type))
          .map((c) => ({ id: c.id, name: c.name ?? `Channel ${c.id}`, type: c.type })),
      })
    }
    return out
  }

  /** The server's name and channels through the first token that sees it; undefined when none does. */
  private async read(guildId: string, tokens: readonly string[]) {
    for (const tokenId of tokens) {
      const token = this.deps.botTokens.reveal(tokenId)
      try {
        const guild = await this.deps.guilds.getGuild(token, guildId)
        const channels = await this.deps.guilds.listGuildChannels(token, guildId)
        return { name: guild.name, channels: channels.filter((c) => WEBHOOK_CHANNEL_TYPES.has(c.type)) }
      } catch (error) {
        // Not a member (403), or the server is gone (404), or a revoked token (401): try the next one.
        if (!(error instanceof RpcError && error.data.kind === 'discord')) throw error
      }
    }
    return undefined
  }

  private apply(guildId: string, name: string, channels: { id: string; name?: string | null }[]): void {
    const changed = new Set<string>()
    const file = this.deps.store.update((draft) => {
      const server = draft.servers.find((item) => item.id === guildId)
      if (!server) draft.servers.push({ id: guildId, name, named: 'discord' })
      else if (!userNamed(server, `Server ${guildId}`) && server.name !== name) {
        Object.assign(server, { name, named: 'discord' })
        changed.add(guildId)
      }
      for (const channel of channels) {
        if (!channel.name) continue
        const known = draft.channels.find((item) => item.id === channel.id)
        if (!known) draft.channels.push({ id: channel.id, guildId, name: channel.name, named: 'discord' })
        else if (!userNamed(known, `Channel ${channel.id}`) && known.name !== channel.name) {
          Object.assign(known, { name: channel.name, named: 'discord' })
          changed.add(channel.id)
        }
      }
    })
    const touched = file.webhooks.filter(
      (record) => changed.has(record.guildId ?? '') || changed.has(record.channelId ?? ''),
    )
    if (touched.length > 0) this.deps.onDidChange?.(touched.map((record) => record.id))
  }
}

/** Servers and the channels known in each (named by Discord or the user), in the library's order. */
export function knownPlaces(file: WebhookFile): {
  id: string
  name: string
  channels: { id: string; name: string }[]
}[] {
  return file.servers.map((server) => ({
    id: server.id,
    name: server.name,
    channels: file.channels
      .filter((channel) => channel.guildId === server.id)
      .map((channel) => ({ id: channel.id, name: channel.name })),
  }))
}

/** Whether a webhook's server and channel still carry only their default names (nobody named them). */
export function unnamedPlaces(
  file: WebhookFile,
  guildId: string | null,
  channelId: string | null,
): { server: boolean; channel: boolean } {
  const server = file.servers.find((item) => item.id === guildId)
  const channel = file.channels.find((item) => item.id === channelId)
  return {
    server: server !== undefined && server.named === undefined && server.name === `Server ${server.id}`,
    channel: channel !== undefined && channel.named === undefined && channel.name === `Channel ${channel.id}`,
  }
}
