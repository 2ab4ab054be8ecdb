// The emulator's world: plain data plus lookups. Snapshots are this data as JSON.
import { createSnowflakes, webhookToken } from './ids'
import type { Application, Channel, StateData, StoredMessage, User, Webhook } from './types'

export function emptyState(): StateData {
  return {
    applications: [],
    users: [],
    guilds: [],
    channels: [],
    webhooks: [],
    messages: [],
    codes: [],
    tokens: [],
    roleConnections: {},
    blobs: {},
  }
}

export class State {
  data: StateData = emptyState()
  readonly nextId: () => string

  constructor(readonly now: () => number) {
    this.nextId = createSnowflakes(now)
  }

  replace(data: StateData): void {
    this.data = { ...emptyState(), ...structuredClone(data) }
  }

  snapshot(): StateData {
    return structuredClone(this.data)
  }

  application(id: string): Application | undefined {
    return this.data.applications.find((a) => a.id === id)
  }

  applicationByBotToken(token: string): Application | undefined {
    return this.data.applications.find((a) => a.botToken === token)
  }

  user(id: string): User | undefined {
    return this.data.users.find((u) => u.id === id)
  }

  channel(id: string): Channel | undefined {
    return this.data.channels.find((c) => c.id === id)
  }

  webhook(id: string): Webhook | undefined {
    return this.data.webhooks.find((w) => w.id === id)
  }

  message(id: string): StoredMessage | undefined {
    return this.data.messages.find((m) => m.id === id)
  }

  /** Creates a webhook in a channel. `applicationId` null = made in the client UI (not app-owned). */
  createWebhook(input: {
    channelId: string
    name: string
    applicationId?: string | null
    avatar?: string | null
    creatorUserId?: string
    id?: string
    token?: string
  }): Webhook {
    const channel = this.channel(input.channelId)
    if (!channel) throw new Error(`unknown channel ${input.channelId}`)
    const webhook: Webhook = {
      id: input.id ?? this.nextId(),
      type: 1,
      guild_id: channel.guild_id,
      channel_id: channel.id,
      name: input.name,
      avatar: input.avatar ?? null,
      token: input.token ?? webhookToken(),
      application_id: input.applicationId ?? null,
      creatorUserId: input.creatorUserId ?? this.data.users[0]?.id ?? '0',
    }
    this.data.webhooks.push(webhook)
    return webhook
  }

  deleteWebhook(id: string): void {
    this.data.webhooks = this.data.webhooks.filter((w) => w.id !== id)
  }

  deleteMessage(id: string): void {
    const message = this.message(id)
    if (!message) return
    for (const a of message.attachments) delete this.data.blobs[a.id]
    this.data.messages = this.data.messages.filter((m) => m.id !== id)
  }
}
