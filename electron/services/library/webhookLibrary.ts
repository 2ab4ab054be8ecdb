import { maskWebhookUrl, webhookExecutionUrl } from '@shared/discord/urls'
import type { UploadLimit, WebhookView } from '@shared/rpc/areas/webhooks'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import { readWebhookUrl } from '../discord/readWebhookUrl'
import { createLogger } from '../log'
import type { JsonStore } from '../stores/jsonStore'
import type {
  InvalidReason,
  WebhookFile,
  WebhookHealth,
  WebhookRecord,
  WebhookSettings,
} from '../stores/webhookStore'
import type { SecretVault } from '../vault/secretVault'
import { discordFailure } from './discordErrors'
import { describeReason, invalidReasonOf } from './webhookHealth'
import type { DiscordWebhook, WebhookLookup } from './ports'
import { groupWebhooks, reorderWithin, searchText, webhookView } from './webhookViews'

export type SecretBox = Pick<SecretVault, 'seal' | 'open' | 'assertUnlocked'>

export type WebhookLibraryDeps = {
  store: JsonStore<WebhookFile>
  vault: SecretBox
  discord: WebhookLookup
  apiBase: string
  defaultUploadLimit: () => UploadLimit
  clock?: () => Date
  /**
   * Called once per changing call with the webhooks it touched (those in a renamed or moved server or
   * channel too), so every screen that lists webhooks refreshes, whoever made the change.
   */
  onDidChange?: (webhookIds: string[]) => void
}

/**
 * What the send engine gets for a saved target: the token, the per-file upload limit that applies (own or
 * the settings default) and the user's defaults for username and avatar. Never leaves the services.
 */
export type ResolvedTarget = {
  webhookId: string
  token: string
  uploadLimitMiB: UploadLimit
  defaultUsername: string | null
  defaultAvatarUrl: string | null
}

const log = createLogger('services/library')

export const COPY_URL_WARNING =
  'Anyone with this URL can post in the channel as this webhook. Share it only with people you trust; if it ' +
  'leaks, revoke the webhook in Herald and create a new one.'

/**
 * The saved webhooks: add by URL (checked with Discord first), group and name, per-webhook settings,
 * health checks, revoke. Tokens are sealed by the vault; nothing here returns one except copyUrl and the
 * service-internal resolveTarget.
 */
export class WebhookLibrary {
  constructor(private readonly deps: WebhookLibraryDeps) {}

  async add(url: string, label?: string): Promise<{ webhook: WebhookView; alreadySaved: boolean }> {
    const parsed = readWebhookUrl(url, this.deps.apiBase, 'url')
    this.deps.vault.assertUnlocked()
    let found: DiscordWebhook
    try {
      found = await this.deps.discord.getWebhook(parsed.id, parsed.token)
    } catch (error) {
      const failure = discordFailure(error)
      if (failure?.status === 404 || failure?.status === 401) {
        const sentence =
          failure.status === 404
            ? said(
                'service.library.urlDeleted',
                'Discord has no webhook with this URL: it was deleted. Copy a current URL from the channel’s Integrations.',
              )
            : said(
                'service.library.urlTokenRefused',
                'Discord refused this webhook token: it was regenerated. Copy the new URL from the channel’s Integrations.',
              )
        throw new RpcError({ kind: 'invalidInput', ...sentence, issues: [{ path: 'url', ...sentence }] })
      }
      throw error
    }
    const alreadySaved = this.find(parsed.id) !== undefined
    const record = this.persist({ ...found, id: parsed.id, token: parsed.token }, label)
    this.changed([record.id])
    return { webhook: this.view(record), alreadySaved }
  }

  /** Saves webhooks a bot created or listed, with their tokens; one change event for all of them. */
  saveAll(webhooks: readonly (DiscordWebhook & { token: string })[]): WebhookView[] {
    const views = webhooks.map((webhook) => this.view(this.persist(webhook)))
    if (views.length > 0) this.changed(views.map((view) => view.id))
    return views
  }

  /**
   * Saves a webhook Discord returned with its token (GET by token, or a bot's create/list). Updates the
   * token and Discord's details when it is saved already; keeps the user's label and settings. No event:
   * the public caller sends one for the whole call.
   */
  private persist(webhook: DiscordWebhook & { token: string }, label?: string): WebhookRecord {
    const now = this.now()
    const token = this.deps.vault.seal({ type: 'webhook', id: webhook.id, field: 'token' }, webhook.token)
    const details = {
      name: webhook.name ?? null,
      avatar: webhook.avatar ?? null,
      type: webhook.type ?? null,
      channelId: webhook.channel_id ?? null,
      guildId: webhook.guild_id ?? null,
      applicationId: webhook.application_id ?? null,
      token,
      maskedUrl: maskWebhookUrl({ id: webhook.id, token: webhook.token }),
      health: { state: 'ok', reason: null, detail: null, at: now } satisfies WebhookHealth,
      lookedUpAt: now,
    }
    const file = this.deps.store.update((draft) => {
      const existing = draft.webhooks.find((record) => record.id === webhook.id)
      if (existing) Object.assign(existing, details, label ? { label } : {})
      else {
        draft.webhooks.push({
          id: webhook.id,
          label: label ?? webhook.name ?? `Webhook ${webhook.id}`,
          ...details,
          settings: { uploadLimitMiB: null, defaultUsername: null, defaultAvatarUrl: null },
          addedAt: now,
        })
      }
      ensurePlaces(draft, details.guildId, details.channelId)
    })
    return file.webhooks.find((record) => record.id === webhook.id)!
  }

  /** The whole file as stored, for the place names (read-only). */
  file(): WebhookFile {
    return this.deps.store.read()
  }

  list(): { servers: ReturnType<typeof groupWebhooks>; total: number } {
    const file = this.deps.store.read()
    return { servers: groupWebhooks(file, (record) => this.view(record)), total: file.webhooks.length }
  }

  get(webhookId: string): WebhookView {
    return this.view(this.require(webhookId))
  }

  has(webhookId: string): boolean {
    return this.find(webhookId) !== undefined
  }

  /** The user's label, for history rows; null when not saved. */
  labelOf(webhookId: string): string | null {
    return this.find(webhookId)?.label ?? null
  }

  find(webhookId: string): WebhookRecord | undefined {
    return this.deps.store.read().webhooks.find((record) => record.id === webhookId)
  }

  search(query: string): WebhookView[] {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    const file = this.deps.store.read()
    return file.webhooks
      .filter((record) => {
        const text = searchText(file, record)
        return words.every((word) => text.includes(word))
      })
      .map((record) => this.view(record))
  }

  reorder(what: 'webhooks' | 'channels' | 'servers', ids: string[]): void {
    const file = this.deps.store.update((draft) => {
      if (what === 'webhooks') draft.webhooks = reorderWithin(draft.webhooks, (item) => item.id, ids)
      else if (what === 'channels') draft.channels = reorderWithin(draft.channels, (item) => item.id, ids)
      else draft.servers = reorderWithin(draft.servers, (item) => item.id, ids)
    })
    const wanted = new Set(ids)
    const key = { webhooks: 'id', channels: 'channelId', servers: 'guildId' } as const
    this.changed(
      file.webhooks.filter((record) => wanted.has(record[key[what]] ?? '')).map((record) => record.id),
    )
  }

  rename(webhookId: string, label: string): WebhookView {
    this.require(webhookId)
    return this.announce(this.change(webhookId, (record) => ({ ...record, label })))
  }

  renameServer(serverId: string, name: string): void {
    const file = this.deps.store.update((draft) => {
      const server = draft.servers.find((item) => item.id === serverId)
      if (server) Object.assign(server, { name, named: 'user' })
      else draft.servers.push({ id: serverId, name, named: 'user' })
    })
    this.changed(file.webhooks.filter((record) => record.guildId === serverId).map((record) => record.id))
  }

  renameChannel(channelId: string, name: string): void {
    const file = this.deps.store.update((draft) => {
      const channel = draft.channels.find((item) => item.id === channelId)
      const guildId = draft.webhooks.find((record) => record.channelId === channelId)?.guildId ?? null
      if (channel) Object.assign(channel, { name, named: 'user' })
      else draft.channels.push({ id: channelId, guildId, name, named: 'user' })
    })
    this.changed(file.webhooks.filter((record) => record.channelId === channelId).map((record) => record.id))
  }

  updateSettings(webhookId: string, patch: Partial<WebhookSettings>): WebhookView {
    this.require(webhookId)
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
    return this.announce(
      this.change(webhookId, (record) => ({ ...record, settings: { ...record.settings, ...defined } })),
    )
  }

  /** The full URL for an explicit copy action, with a warning the page shows next to it. */
  copyUrl(webhookId: string): { url: string; warning: string } {
    const { token } = this.open(this.require(webhookId))
    log.info(`webhook ${webhookId}: full URL copied by the user`)
    return { url: webhookExecutionUrl(this.deps.apiBase, webhookId, token), warning: COPY_URL_WARNING }
  }

  /** GET by token: refreshes Discord's details, or marks the webhook invalid on 404 / 401. */
  async check(webhookId: string): Promise<WebhookView> {
    return this.announce(await this.checkOne(webhookId))
  }

  async checkAll(): Promise<{
    webhooks: WebhookView[]
    checked: number
    invalid: number
    failed: { webhookId: string; message: string }[]
  }> {
    this.deps.vault.assertUnlocked()
    const failed: { webhookId: string; message: string }[] = []
    let checked = 0
    // One at a time: the client's queues pace requests, and a user's library is small.
    const marked: string[] = []
    for (const record of this.deps.store.read().webhooks) {
      if (record.health.state === 'revoked') continue
      try {
        marked.push((await this.checkOne(record.id)).id)
        checked++
      } catch (error) {
        const message = error instanceof RpcError ? error.message : 'The check failed.'
        failed.push({ webhookId: record.id, message })
      }
    }
    if (marked.length > 0) this.changed(marked)
    const webhooks = this.deps.store.read().webhooks.map((record) => this.view(record))
    const invalid = webhooks.filter((webhook) => webhook.health.state === 'invalid').length
    return { webhooks, checked, invalid, failed }
  }

  /** Removes from the library only. */
  remove(webhookId: string): boolean {
    if (!this.find(webhookId)) return false
    this.deps.store.update((draft) => {
      draft.webhooks = draft.webhooks.filter((record) => record.id !== webhookId)
    })
    this.changed([webhookId])
    return true
  }

  /** DELETE by token on Discord, then marks it revoked (kept in the list so the user sees what happened). */
  async revoke(webhookId: string): Promise<WebhookView> {
    const { token } = this.open(this.require(webhookId))
    let detail = 'Deleted on Discord from Herald. The URL no longer works.'
    try {
      await this.deps.discord.deleteWebhook(webhookId, token)
    } catch (error) {
      if (!invalidReasonOf(error)) throw error
      detail = 'It was already deleted on Discord (or its token regenerated). The URL no longer works.'
    }
    return this.announce(this.setHealth(webhookId, { state: 'revoked', reason: 'revoked', detail }))
  }

  /** For the send engine's onWebhookInvalid hook (401 / 404 on a send): stop using it until the user acts. */
  markInvalid(webhookId: string, reason: InvalidReason, detail?: string): WebhookView {
    return this.announce(
      this.setHealth(webhookId, { state: 'invalid', reason, detail: detail ?? describeReason(reason) }),
    )
  }

  /** Marks a webhook deleted through a bot as revoked, when it is saved. Returns whether it was. */
  markRevoked(webhookId: string, detail: string): boolean {
    if (!this.find(webhookId)) return false
    this.announce(this.setHealth(webhookId, { state: 'revoked', reason: 'revoked', detail }))
    return true
  }

  /** The token of a saved webhook for the send engine. Refuses revoked and invalid ones. */
  resolveTarget(webhookId: string): ResolvedTarget {
    const record = this.require(webhookId)
    if (record.health.state === 'revoked' || record.health.state === 'invalid') {
      const { label } = record
      const detail = record.health.detail ?? ''
      throw rpcError(
        'conflict',
        record.health.state === 'revoked'
          ? said(
              'service.library.markedRevoked',
              `“${label}” is marked revoked: ${detail} Check it again or choose another webhook.`,
              { label, detail },
            )
          : said(
              'service.library.markedInvalid',
              `“${label}” is marked invalid: ${detail} Check it again or choose another webhook.`,
              { label, detail },
            ),
      )
    }
    const { uploadLimitMiB, defaultUsername, defaultAvatarUrl } = record.settings
    return {
      webhookId,
      token: this.open(record).token,
      uploadLimitMiB: uploadLimitMiB ?? this.deps.defaultUploadLimit(),
      defaultUsername,
      defaultAvatarUrl,
    }
  }

  /** One webhook's check without the event, so checkAll can send a single one. */
  private async checkOne(webhookId: string): Promise<WebhookView> {
    const record = this.require(webhookId)
    const { token } = this.open(record)
    try {
      const found = await this.deps.discord.getWebhook(webhookId, token)
      return this.view(this.persist({ ...found, id: webhookId, token }))
    } catch (error) {
      const reason = invalidReasonOf(error)
      if (!reason) throw error
      return this.setHealth(webhookId, { state: 'invalid', reason, detail: describeReason(reason) })
    }
  }

  private setHealth(webhookId: string, health: Omit<WebhookHealth, 'at'>): WebhookView {
    this.require(webhookId)
    return this.change(webhookId, (record) => ({ ...record, health: { ...health, at: this.now() } }))
  }

  /** Tells listeners; each public call that changes the library calls it exactly once. */
  private changed(webhookIds: string[]): void {
    this.deps.onDidChange?.(webhookIds)
  }

  /** changed() for a call that returns the one webhook it changed. */
  private announce(view: WebhookView): WebhookView {
    this.changed([view.id])
    return view
  }

  private open(record: WebhookRecord): { token: string } {
    return { token: this.deps.vault.open({ type: 'webhook', id: record.id, field: 'token' }, record.token) }
  }

  private require(webhookId: string): WebhookRecord {
    const record = this.find(webhookId)
    if (!record)
      throw rpcError(
        'notFound',
        said('service.library.noWebhook', 'This webhook is not in the library (removed?).'),
      )
    return record
  }

  private change(webhookId: string, change: (record: WebhookRecord) => WebhookRecord): WebhookView {
    const file = this.deps.store.update((draft) => {
      draft.webhooks = draft.webhooks.map((record) => (record.id === webhookId ? change(record) : record))
    })
    return this.view(file.webhooks.find((record) => record.id === webhookId)!)
  }

  private view(record: WebhookRecord): WebhookView {
    return webhookView(record, this.deps.defaultUploadLimit())
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }
}

/** Adds default-named server and channel entries, so they can be renamed and reordered. */
function ensurePlaces(draft: WebhookFile, guildId: string | null, channelId: string | null): void {
  if (guildId && !draft.servers.some((server) => server.id === guildId)) {
    draft.servers.push({ id: guildId, name: `Server ${guildId}` })
  }
  if (channelId && !draft.channels.some((channel) => channel.id === channelId)) {
    draft.channels.push({ id: channelId, guildId, name: `Channel ${channelId}` })
  }
}
