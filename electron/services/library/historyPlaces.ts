import type { HistoryPlace } from '@shared/rpc/areas/history'
import type { JsonStore } from '../stores/jsonStore'
import type { HistoryEntry } from '../stores/historyStore'
import type { WebhookFile } from '../stores/webhookStore'
import type { GuildApi } from './ports'

export type HistoryPlacesDeps = {
  store: JsonStore<WebhookFile>
  /** The saved bot tokens, oldest first, and each one's secret (service-internal). */
  botTokens: { ids(): string[]; reveal(botTokenId: string): string }
  guilds: Pick<GuildApi, 'getGuild' | 'getChannel'>
  /** Entries whose place got a name from Discord: the page lists them again. */
  onNamed(entryIds: string[]): void
}

/** Thread types: announcement, public (forum posts too) and private threads. */
const THREAD_TYPES = new Set([10, 11, 12])

/** Never the ids of a set of tokens: what the locked vault kept from being read is read again. */
const LOCKED = 'locked'

type Lookup = { kind: 'guild' | 'channel'; id: string }
type Found =
  | { read: true; name: string; parentId: string | null; thread: boolean }
  /** No saved token could read it with this set of tokens (`tokens`): asked again when the set changes. */
  | { read: false; tokens: string }

/**
 * The names of the server, channel and thread a history entry sits in. The library's names (set by the
 * user or read by PlaceNames) come first; the rest, threads and forum posts above all (Discord lists them
 * with no guild route a webhook's server refresh reads), are read with GET /channels/{id} and
 * GET /guilds/{id} through each saved bot token in turn, in the background, and kept in memory for the
 * session: thread names change and threads come and go, so nothing is written to disk, and one read per
 * thread per session is cheap. A name no token can read stays an id, and the entry says so.
 */
export class HistoryPlaces {
  private readonly found = new Map<string, Found>()
  private readonly pending = new Map<string, { lookup: Lookup; waiting: Set<string> }>()
  private draining: Promise<void> | undefined

  constructor(private readonly deps: HistoryPlacesDeps) {}

  /**
   * The entry's place with the names known now. With `lookup`, names not known yet are read in the
   * background, and onNamed reports the entries they name.
   */
  placeOf(entry: HistoryEntry, lookup = false): HistoryPlace {
    const file = this.deps.store.read()
    const want = (kind: Lookup['kind'], id: string) =>
      lookup ? this.want({ kind, id }, entry.id) : undefined
    let unreadable = false
    const nameOf = (kind: Lookup['kind'], id: string, known: string | undefined): string | null => {
      if (known !== undefined) return known
      const found = this.found.get(id)
      if (found?.read) return found.name
      if (found) unreadable = true
      if (!found || found.tokens !== this.tokens()) want(kind, id)
      return null
    }
    const home = file.webhooks.find((record) => record.id === entry.webhookId)?.channelId ?? null
    // A message in a thread (thread_id, or a forum post, whose id is its channel) is not in the webhook's channel.
    const sitsIn = entry.threadId ?? entry.channelId
    const where = this.found.get(sitsIn)
    const inThread =
      entry.threadId !== null || (home !== null && sitsIn !== home) || (where?.read === true && where.thread)
    const threadId = inThread ? sitsIn : null
    const parent = where?.read ? where.parentId : null
    const channelId = threadId ? (parent ?? home) : sitsIn
    const server = entry.guildId
      ? nameOf('guild', entry.guildId, libraryName(file.servers, entry.guildId, 'Server'))
      : null
    const channel = channelId
      ? nameOf('channel', channelId, libraryName(file.channels, channelId, 'Channel'))
      : null
    const thread = threadId ? nameOf('channel', threadId, undefined) : null
    return {
      server,
      channel: { id: channelId, name: channel },
      thread: threadId ? { id: threadId, name: thread } : null,
      unreadable,
    }
  }

  /** Resolves when the reads asked for so far are done (tests, and a caller that wants the names now). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining
  }

  private tokens(): string {
    return this.deps.botTokens.ids().join(',')
  }

  private want(lookup: Lookup, entryId: string): void {
    const queued = this.pending.get(lookup.id)
    if (queued) queued.waiting.add(entryId)
    else this.pending.set(lookup.id, { lookup, waiting: new Set([entryId]) })
    this.draining ??= this.drain().finally(() => (this.draining = undefined))
  }

  /** Reads what is pending one at a time (the bot's rate limits are per route), then reports once. */
  private async drain(): Promise<void> {
    const named = new Set<string>()
    for (let next = first(this.pending); next; next = first(this.pending)) {
      this.pending.delete(next.lookup.id)
      const found = await this.read(next.lookup)
      this.found.set(next.lookup.id, found)
      if (!found.read) continue
      for (const entryId of next.waiting) named.add(entryId)
      // A thread names its forum or channel: read that too when the library does not know it.
      const parent = found.parentId
      if (found.thread && parent && !libraryName(this.deps.store.read().channels, parent, 'Channel')) {
        if (!this.found.has(parent))
          this.pending.set(parent, { lookup: { kind: 'channel', id: parent }, waiting: next.waiting })
      }
    }
    if (named.size > 0) this.deps.onNamed([...named])
  }

  private async read(lookup: Lookup): Promise<Found> {
    const tokens = this.deps.botTokens.ids()
    for (const tokenId of tokens) {
      let token: string
      try {
        token = this.deps.botTokens.reveal(tokenId)
      } catch {
        // The vault is locked: asked again on the next list, which costs no request.
        return { read: false, tokens: LOCKED }
      }
      try {
        if (lookup.kind === 'guild') {
          const guild = await this.deps.guilds.getGuild(token, lookup.id)
          return { read: true, name: guild.name, parentId: null, thread: false }
        }
        const channel = await this.deps.guilds.getChannel(token, lookup.id)
        if (!channel.name) continue
        const thread = THREAD_TYPES.has(channel.type)
        return { read: true, name: channel.name, parentId: channel.parent_id ?? null, thread }
      } catch {
        // Not in the server (403), gone (404), revoked (401) or Discord unreachable: the next token may
        // see it; with none, the id stays until the saved tokens change.
      }
    }
    return { read: false, tokens: tokens.join(',') }
  }
}

/** The name the library has for a server or channel, unless it is only the default ("Channel <id>"). */
function libraryName(
  records: readonly { id: string; name: string; named?: 'discord' | 'user' }[],
  id: string,
  defaultPrefix: 'Server' | 'Channel',
): string | undefined {
  const record = records.find((item) => item.id === id)
  if (!record || (record.named === undefined && record.name === `${defaultPrefix} ${id}`)) return undefined
  return record.name
}

function first<K, V>(map: Map<K, V>): V | undefined {
  for (const value of map.values()) return value
  return undefined
}
