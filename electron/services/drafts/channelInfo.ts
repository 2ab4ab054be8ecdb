import type { ChannelInfo } from '@shared/rpc/areas/drafts'
import type { Phrase } from '@shared/i18n'
import type { Said } from '@shared/rpc/errors'
import { rpcError, said } from '@shared/rpc/errors'
import { discordFailure } from '../library/discordErrors'

/** A channel as Discord's GET /channels/{id} returns it (the fields used here). */
export type DiscordChannel = {
  id: string
  type: number
  name?: string | null
  guild_id?: string
  flags?: number
  available_tags?: {
    id: string
    name: string
    moderated?: boolean
    emoji_id?: string | null
    emoji_name?: string | null
  }[]
}

export type ChannelInfoDeps = {
  /** The saved webhook's channel; undefined when the webhook is not saved. */
  channelOf(webhookId: string): { channelId: string | null } | undefined
  botTokens: { ids(): string[]; reveal(id: string): string }
  getChannel(botToken: string, channelId: string): Promise<DiscordChannel>
}

export type ChannelAnswer = { channel: ChannelInfo | null; reason: string | null; reasonPhrase?: Phrase }

const FORUM_TYPES = new Set([15, 16])
/** Channel flag REQUIRE_TAG: a forum post must carry a tag. */
const REQUIRE_TAG = 1 << 4

/**
 * What the composer needs to post in a webhook's channel (forum or not, its tags), read with a saved bot
 * token. Bot tokens are not tied to a server here, so each is tried until one can read the channel; the
 * one that could is remembered per channel for the session.
 */
export class ChannelInfoService {
  private readonly tokenFor = new Map<string, string>()

  constructor(private readonly deps: ChannelInfoDeps) {}

  async describe(webhookId: string): Promise<ChannelAnswer> {
    const webhook = this.deps.channelOf(webhookId)
    if (!webhook)
      throw rpcError(
        'notFound',
        said('service.library.webhookNotSaved', 'This webhook is not saved (removed?).'),
      )
    const channelId = webhook.channelId
    if (!channelId)
      return none(
        said(
          'page.channel.unknownChannel',
          'Discord did not say which channel this webhook posts in. Check the webhook first.',
        ),
      )
    const ids = this.deps.botTokens.ids()
    if (ids.length === 0) {
      return none(
        said(
          'page.channel.noBotToken',
          'Save a bot token of this server (Library, Bot tokens) to see whether the channel is a forum and its tags.',
        ),
      )
    }
    const known = this.tokenFor.get(channelId)
    const order = known && ids.includes(known) ? [known, ...ids.filter((id) => id !== known)] : ids
    for (const id of order) {
      const channel = await this.read(this.deps.botTokens.reveal(id), channelId)
      if (!channel) continue
      this.tokenFor.set(channelId, id)
      return { channel: view(channel), reason: null }
    }
    this.tokenFor.delete(channelId)
    return none(
      said(
        'page.channel.noBotSees',
        'None of the saved bot tokens can see this channel. Add one of those bots to the server with View Channel, or save the token of a bot that is there.',
      ),
    )
  }

  /** The channel, or undefined when this token may not see it (not in the server, no access, unknown). */
  private async read(token: string, channelId: string): Promise<DiscordChannel | undefined> {
    try {
      return await this.deps.getChannel(token, channelId)
    } catch (error) {
      const status = discordFailure(error)?.status
      if (status === 401 || status === 403 || status === 404) return undefined
      throw error
    }
  }
}

function none(reason: Said): ChannelAnswer {
  return { channel: null, reason: reason.message, reasonPhrase: reason.phrase }
}

function view(channel: DiscordChannel): ChannelInfo {
  const isForum = FORUM_TYPES.has(channel.type)
  return {
    id: channel.id,
    name: channel.name ?? null,
    type: channel.type,
    isForum,
    availableTags: isForum
      ? (channel.available_tags ?? []).map((tag) => ({
          id: tag.id,
          name: tag.name,
          emoji: tag.emoji_name ?? tag.emoji_id ?? null,
          moderated: tag.moderated ?? false,
        }))
      : [],
    requireTag: isForum && ((channel.flags ?? 0) & REQUIRE_TAG) !== 0,
  }
}
