import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { EventHub } from '@shared/rpc/bind'
import { RpcError } from '@shared/rpc/errors'
import { createLibrary } from '@services/library/createLibrary'
import type { Library } from '@services/library/createLibrary'
import type { DiscordMessage, DiscordWebhook, LibraryDiscord } from '@services/library/ports'

export const API_BASE = 'https://discord.com/api/v10'
export const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 }

let counter = 0
/** A fresh snowflake-shaped id. */
export function newId(): string {
  counter++
  return (
    1_300_000_000_000_000_000n +
    BigInt(Date.now() % 1_000_000) * 1_000_000n +
    BigInt(counter)
  ).toString()
}

export function newToken(): string {
  return crypto.randomBytes(51).toString('base64url') // 68 characters
}

export function webhookUrl(id: string, token: string): string {
  return `https://discord.com/api/webhooks/${id}/${token}`
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'herald-library-'))
}

export function discordError(status: number, code: number | null, message = 'Discord error'): RpcError {
  return new RpcError({ kind: 'discord', message, status, code, issues: [] })
}

type Stored = DiscordWebhook & { token: string }

/** An in-memory Discord for the library's ports: webhooks by id, messages by webhook. */
export class FakeDiscord implements LibraryDiscord {
  readonly webhooks = new Map<string, Stored>()
  /** messages[webhookId][messageId] with the thread they are in (or null). */
  readonly sent = new Map<string, Map<string, { message: DiscordMessage; threadId: string | null }>>()
  readonly calls: string[] = []
  /** Bot tokens that may manage webhooks; others get 403 50013. */
  readonly managers = new Set<string>()
  applicationId = newId()

  addWebhook(overrides: Partial<Stored> = {}): Stored {
    const webhook: Stored = {
      id: newId(),
      type: 1,
      name: 'Announcements',
      avatar: null,
      channel_id: newId(),
      guild_id: newId(),
      application_id: null,
      token: newToken(),
      ...overrides,
    }
    this.webhooks.set(webhook.id, webhook)
    return webhook
  }

  addMessage(webhookId: string, message: DiscordMessage, threadId: string | null = null): void {
    let list = this.sent.get(webhookId)
    if (!list) this.sent.set(webhookId, (list = new Map()))
    list.set(message.id, { message, threadId })
  }

  async getWebhook(id: string, token: string): Promise<DiscordWebhook> {
    this.calls.push(`GET /webhooks/${id}/token`)
    const webhook = this.byToken(id, token)
    return { ...webhook }
  }

  async deleteWebhook(id: string, token: string): Promise<void> {
    this.calls.push(`DELETE /webhooks/${id}/token`)
    this.byToken(id, token)
    this.webhooks.delete(id)
  }

  readonly bot = {
    createWebhook: async (
      botToken: string,
      channelId: string,
      body: { name: string },
    ): Promise<DiscordWebhook> => {
      this.calls.push(`POST /channels/${channelId}/webhooks`)
      this.requireManager(botToken)
      return {
        ...this.addWebhook({ channel_id: channelId, name: body.name, application_id: this.applicationId }),
      }
    },
    listChannelWebhooks: async (botToken: string, channelId: string): Promise<DiscordWebhook[]> => {
      this.calls.push(`GET /channels/${channelId}/webhooks`)
      this.requireManager(botToken)
      return [...this.webhooks.values()]
        .filter((webhook) => webhook.channel_id === channelId)
        .map(({ token, ...webhook }) =>
          webhook.application_id === this.applicationId ? { ...webhook, token } : webhook,
        )
    },
    deleteWebhook: async (botToken: string, webhookId: string): Promise<void> => {
      this.calls.push(`DELETE /webhooks/${webhookId}`)
      this.requireManager(botToken)
      if (!this.webhooks.delete(webhookId)) throw discordError(404, 10015, 'Unknown Webhook')
    },
  }

  /** Servers by id with their channels and threads; a manager token is a member of every one. */
  readonly servers = new Map<
    string,
    { name: string; channels: { id: string; name: string; type: number; parent_id?: string }[] }
  >()

  readonly guilds = {
    listMyGuilds: async (botToken: string) => {
      this.calls.push('GET /users/@me/guilds')
      if (!this.managers.has(botToken)) return []
      return [...this.servers].map(([id, server]) => ({ id, name: server.name }))
    },
    getGuild: async (botToken: string, guildId: string) => {
      this.calls.push(`GET /guilds/${guildId}`)
      return { id: guildId, name: this.member(botToken, guildId).name }
    },
    listGuildChannels: async (botToken: string, guildId: string) => {
      this.calls.push(`GET /guilds/${guildId}/channels`)
      // Threads (types 10 to 12) have routes of their own, as on Discord.
      return structuredClone(
        this.member(botToken, guildId).channels.filter((c) => c.type < 10 || c.type > 12),
      )
    },
    getChannel: async (botToken: string, channelId: string) => {
      this.calls.push(`GET /channels/${channelId}`)
      const guildId = [...this.servers].find(([, server]) =>
        server.channels.some((c) => c.id === channelId),
      )?.[0]
      if (!guildId) throw discordError(404, 10003, 'Unknown Channel')
      const channel = this.member(botToken, guildId).channels.find((c) => c.id === channelId)!
      return { ...structuredClone(channel), guild_id: guildId }
    },
  }

  readonly messages = {
    getMessage: async (
      webhookId: string,
      token: string,
      messageId: string,
      threadId?: string,
    ): Promise<DiscordMessage> => {
      this.calls.push(
        `GET /webhooks/${webhookId}/token/messages/${messageId}${threadId ? `?thread_id=${threadId}` : ''}`,
      )
      this.byToken(webhookId, token)
      const found = this.sent.get(webhookId)?.get(messageId)
      if (!found || found.threadId !== (threadId ?? null)) throw discordError(404, 10008, 'Unknown Message')
      return structuredClone(found.message)
    },
  }

  private byToken(id: string, token: string): Stored {
    const webhook = this.webhooks.get(id)
    if (!webhook) throw discordError(404, 10015, 'Unknown Webhook')
    if (webhook.token !== token) throw discordError(401, 50027, 'Invalid Webhook Token')
    return webhook
  }

  private member(botToken: string, guildId: string) {
    const server = this.servers.get(guildId)
    if (!server) throw discordError(404, 10004, 'Unknown Guild')
    if (!this.managers.has(botToken)) throw discordError(403, 50001, 'Missing Access')
    return server
  }

  private requireManager(botToken: string): void {
    if (!this.managers.has(botToken)) throw discordError(403, 50013, 'Missing Permissions')
  }
}

/** The library on a fresh data folder, with a fake Discord and a cheap scrypt. */
export function makeLibrary(
  options: { dataDir?: string; discord?: FakeDiscord; clock?: () => Date; events?: EventHub } = {},
): {
  library: Library
  discord: FakeDiscord
  dataDir: string
} {
  const discord = options.discord ?? new FakeDiscord()
  const dataDir = options.dataDir ?? tempDir()
  const library = createLibrary({
    config: { apiBase: API_BASE, authBase: 'https://discord.com/api', dataDir },
    discord,
    scryptCost: FAST_SCRYPT,
    clock: options.clock,
    events: options.events,
  })
  return { library, discord, dataDir }
}

/** makeLibrary with the vault set up (and so unlocked) under a test passphrase. */
export async function makeUnlockedLibrary(
  options: Parameters<typeof makeLibrary>[0] = {},
): Promise<ReturnType<typeof makeLibrary>> {
  const setup = makeLibrary(options)
  await setup.library.vault.create({ kind: 'passphrase', passphrase: 'passphrase for tests' })
  return setup
}

/** The RpcError a call fails with; any other error is thrown on, and success fails the test. */
export async function failure(work: Promise<unknown> | (() => unknown)): Promise<RpcError> {
  try {
    await (typeof work === 'function' ? work() : work)
  } catch (error) {
    if (error instanceof RpcError) return error
    throw error
  }
  throw new Error('expected a failure')
}

/** Every file under a folder, recursively. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
