import crypto from 'node:crypto'
import { isSnowflake } from '@shared/discord/snowflake'
import { webhookCreateSchema } from '@shared/discord/webhook'
import type { BotTokenView, ChannelWebhook } from '@shared/rpc/areas/botTokens'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { RpcError, issuesFromZod, rpcError, said } from '@shared/rpc/errors'
import type { BotTokenFile, BotTokenRecord } from '../stores/botTokenStore'
import type { JsonStore } from '../stores/jsonStore'
import { explainBotFailure } from './discordErrors'
import type { BotWebhookApi, DiscordWebhook } from './ports'
import type { SecretBox, WebhookLibrary } from './webhookLibrary'
import { avatarUrl } from './webhookViews'

export type BotTokenServiceDeps = {
  store: JsonStore<BotTokenFile>
  vault: SecretBox
  bot: BotWebhookApi
  library: WebhookLibrary
  clock?: () => Date
  newId?: () => string
}

// Three base64url parts: the bot id, a timestamp, an HMAC. Checked loosely: Discord may change lengths.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$/

/**
 * Bot tokens (sealed like webhook tokens) and what they are for here: creating, listing and deleting a
 * channel's webhooks (Manage Webhooks), and saving those webhooks in the library in one call.
 */
export class BotTokenService {
  constructor(private readonly deps: BotTokenServiceDeps) {}

  add(label: string, pasted: string): BotTokenView {
    const token = pasted.trim().replace(/^Bot\s+/i, '')
    if (!TOKEN_SHAPE.test(token)) {
      const sentence = said(
        'service.botTokens.notAToken',
        'This does not look like a bot token (three parts separated by dots). Copy it from the Developer Portal, Bot tab.',
      )
      throw new RpcError({ kind: 'invalidInput', ...sentence, issues: [{ path: 'token', ...sentence }] })
    }
    this.deps.vault.assertUnlocked()
    const id = this.deps.newId?.() ?? crypto.randomUUID()
    const [head = '', , tail = ''] = token.split('.')
    const record: BotTokenRecord = {
      id,
      label,
      token: this.deps.vault.seal({ type: 'botToken', id, field: 'token' }, token),
      masked: `${head}.••••${tail.slice(-4)}`,
      botId: botIdOf(head),
      addedAt: (this.deps.clock?.() ?? new Date()).toISOString(),
    }
    this.deps.store.update((draft) => {
      draft.botTokens.push(record)
    })
    return view(record)
  }

  list(): BotTokenView[] {
    return this.deps.store.read().botTokens.map(view)
  }

  remove(botTokenId: string): boolean {
    if (!this.find(botTokenId)) return false
    this.deps.store.update((draft) => {
      draft.botTokens = draft.botTokens.filter((record) => record.id !== botTokenId)
    })
    return true
  }

  async createWebhook(
    botTokenId: string,
    channelId: string,
    name: string,
    save: boolean,
  ): Promise<{ webhook: ChannelWebhook; saved: WebhookView | null }> {
    const body = webhookCreateSchema.safeParse({ name })
    if (!body.success) {
      const issues = issuesFromZod(body.error)
      // The first problem is the message too, in the reader's language when it has a phrase.
      const first = issues[0]
      const sentence = first?.phrase
        ? { message: first.message, phrase: first.phrase }
        : first
          ? { message: first.message }
          : said('stored.botTokens.nameNotAllowed', 'This name is not allowed.')
      throw new RpcError({ kind: 'invalidInput', ...sentence, issues })
    }
    const token = this.open(botTokenId)
    const created = await this.call(() =>
      this.deps.bot.createWebhook(token, channelId, { name: body.data.name.trim() }),
    )
    let saved: WebhookView | null = null
    if (save && created.token) saved = this.deps.library.saveAll([{ ...created, token: created.token }])[0]!
    return { webhook: this.channelView(created), saved }
  }

  async listChannelWebhooks(botTokenId: string, channelId: string): Promise<ChannelWebhook[]> {
    const token = this.open(botTokenId)
    const found = await this.call(() => this.deps.bot.listChannelWebhooks(token, channelId))
    return found.map((webhook) => this.channelView(webhook))
  }

  /** Lists the channel again (tokens never pass through the page) and saves the chosen webhooks. */
  async addFromBot(
    botTokenId: string,
    channelId: string,
    webhookIds: string[],
  ): Promise<{ added: WebhookView[]; skipped: { webhookId: string; message: string }[] }> {
    const token = this.open(botTokenId)
    const found = await this.call(() => this.deps.bot.listChannelWebhooks(token, channelId))
    const chosen: (DiscordWebhook & { token: string })[] = []
    const skipped: { webhookId: string; message: string }[] = []
    for (const webhookId of new Set(webhookIds)) {
      const webhook = found.find((item) => item.id === webhookId)
      if (!webhook) skipped.push({ webhookId, message: 'This channel has no webhook with this id.' })
      else if (!webhook.token) {
        skipped.push({
          webhookId,
          message:
            'Discord shows this webhook’s token only to the application that created it; paste its URL instead.',
        })
      } else chosen.push({ ...webhook, token: webhook.token })
    }
    // Saved together, so the library says once that it changed.
    return { added: this.deps.library.saveAll(chosen), skipped }
  }

  async deleteWebhook(botTokenId: string, webhookId: string): Promise<{ markedInLibrary: boolean }> {
    const token = this.open(botTokenId)
    await this.call(() => this.deps.bot.deleteWebhook(token, webhookId))
    return {
      markedInLibrary: this.deps.library.markRevoked(webhookId, 'Deleted on Discord with a bot token.'),
    }
  }

  private channelView(webhook: DiscordWebhook): ChannelWebhook {
    return {
      id: webhook.id,
      name: webhook.name ?? null,
      avatarUrl: avatarUrl(webhook.id, webhook.avatar),
      type: webhook.type ?? 1,
      channelId: webhook.channel_id ?? null,
      guildId: webhook.guild_id ?? null,
      applicationId: webhook.application_id ?? null,
      canSave: typeof webhook.token === 'string' && webhook.token.length > 0,
      saved: this.deps.library.has(webhook.id),
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw explainBotFailure(error)
    }
  }

  /** Every saved token's id, oldest first. */
  ids(): string[] {
    return this.deps.store.read().botTokens.map((record) => record.id)
  }

  /** The token itself, for service-internal calls (channels.describe); never returned to the page. */
  reveal(botTokenId: string): string {
    return this.open(botTokenId)
  }

  private find(botTokenId: string): BotTokenRecord | undefined {
    return this.deps.store.read().botTokens.find((record) => record.id === botTokenId)
  }

  private open(botTokenId: string): string {
    const record = this.find(botTokenId)
    if (!record)
      throw rpcError(
        'notFound',
        said('service.botTokens.notSaved', 'This bot token is not saved (removed?).'),
      )
    return this.deps.vault.open({ type: 'botToken', id: record.id, field: 'token' }, record.token)
  }
}

function view(record: BotTokenRecord): BotTokenView {
  return {
    id: record.id,
    label: record.label,
    masked: record.masked,
    botId: record.botId,
    addedAt: record.addedAt,
  }
}

/** The first part of a bot token is the bot's user id in base64. */
function botIdOf(head: string): string | null {
  try {
    const decoded = Buffer.from(head, 'base64url').toString('utf8')
    return isSnowflake(decoded) && decoded.length >= 17 ? decoded : null
  } catch {
    return null
  }
}
