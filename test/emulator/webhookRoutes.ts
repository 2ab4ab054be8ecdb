// Webhook management: create/list (Bot + Manage Webhooks), get/modify/delete by id (Bot) and by token.
import {
  botAuth,
  botBucket,
  json,
  noContent,
  renderWebhook,
  requireBotInGuild,
  requireManageWebhooks,
  snowflakeParam,
  webhookByToken,
  type Core,
  type Route,
} from './core'
import { errors, FormErrors, inner } from './errors'
import type { Ctx } from './http'
import { sha256 } from './ids'
import type { Application, Webhook } from './types'
import { checkName } from './validateMessage'

const MAX_WEBHOOKS_PER_CHANNEL = 15
const WEBHOOK_CHANNEL_TYPES = new Set([0, 5, 15, 16])

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** An avatar data URI becomes a hash, as Discord stores it. */
function avatarHash(value: unknown, e: FormErrors): string | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  if (typeof value !== 'string' || !/^data:image\/(png|jpeg|gif|webp);base64,/.test(value)) {
    e.add(['avatar'], 'IMAGE_INVALID', 'Invalid image data')
    return undefined
  }
  return sha256(Buffer.from(value)).slice(0, 32)
}

async function modifyBody(ctx: Ctx, allowChannel: boolean): Promise<Obj> {
  const body = (await ctx.body()).value
  const e = new FormErrors()
  if (!isObj(body)) {
    e.add([], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
    e.throwIfAny(ctx.legacy)
    return {}
  }
  if (body.name !== undefined) checkName(e, 'name', body.name)
  const avatar = avatarHash(body.avatar, e)
  const out: Obj = {}
  if (body.name !== undefined) out.name = String(body.name).trim()
  if (avatar !== undefined) out.avatar = avatar
  if (allowChannel && body.channel_id !== undefined) out.channel_id = body.channel_id
  e.throwIfAny(ctx.legacy)
  return out
}

function applyModify(core: Core, w: Webhook, changes: Obj): void {
  if (typeof changes.name === 'string') w.name = changes.name
  if (changes.avatar !== undefined) w.avatar = changes.avatar as string | null
  if (typeof changes.channel_id === 'string') {
    const target = core.state.channel(changes.channel_id)
    if (!target || target.guild_id !== w.guild_id) throw errors.unknownChannel()
    w.channel_id = target.id
  }
}

/** /channels/:channel_id/webhooks: Bot auth, a snowflake id, the channel's bucket, then Manage Webhooks. */
function channelWebhooksAccess(ctx: Ctx, core: Core): { app: Application; channelId: string } {
  const app = botAuth(ctx, core)
  const channelId = snowflakeParam(ctx, 'channel_id')
  botBucket(ctx, core, 'channels/:id/webhooks', channelId)
  requireManageWebhooks(core, app, channelId)
  return { app, channelId }
}

export const webhookRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/channels/:channel_id/webhooks',
    name: 'createWebhook',
    async handler(ctx, core) {
      const { app, channelId } = channelWebhooksAccess(ctx, core)
      const channel = core.state.channel(channelId)
      const body = (await ctx.body()).value
      const e = new FormErrors()
      if (!isObj(body) || body.name === undefined) {
        e.add(['name'], inner.required().code, inner.required().message)
        e.throwIfAny(ctx.legacy)
        return noContent()
      }
      checkName(e, 'name', body.name)
      const avatar = avatarHash(body.avatar, e)
      e.throwIfAny(ctx.legacy)
      if (!channel || !WEBHOOK_CHANNEL_TYPES.has(channel.type)) throw errors.unknownChannel()
      const count = core.state.data.webhooks.filter((w) => w.channel_id === channelId).length
      if (count >= MAX_WEBHOOKS_PER_CHANNEL) throw errors.maxWebhooks()
      const webhook = core.state.createWebhook({
        channelId,
        name: String(body.name).trim(),
        applicationId: app.id,
        avatar: avatar ?? null,
        creatorUserId: app.botUserId,
      })
      return json(renderWebhook(core, webhook, { token: true, user: true }))
    },
  },
  {
    method: 'GET',
    pattern: '/channels/:channel_id/webhooks',
    name: 'listChannelWebhooks',
    async handler(ctx, core) {
      const { app, channelId } = channelWebhooksAccess(ctx, core)
      const list = core.state.data.webhooks.filter((w) => w.channel_id === channelId)
      // The token is only shown for webhooks the calling application created (discord-api-docs #3056).
      return json(list.map((w) => renderWebhook(core, w, { token: w.application_id === app.id, user: true })))
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guild_id/webhooks',
    name: 'listGuildWebhooks',
    async handler(ctx, core) {
      const app = botAuth(ctx, core)
      const guildId = snowflakeParam(ctx, 'guild_id')
      botBucket(ctx, core, 'guilds/:id/webhooks', guildId)
      requireBotInGuild(core, app, guildId)
      const list = core.state.data.webhooks.filter((w) => w.guild_id === guildId)
      return json(list.map((w) => renderWebhook(core, w, { token: w.application_id === app.id, user: true })))
    },
  },
  ...['GET', 'PATCH', 'DELETE'].map((method): Route => ({
    method,
    pattern: '/webhooks/:webhook_id',
    name: `${method.toLowerCase()}Webhook`,
    async handler(ctx, core) {
      const app = botAuth(ctx, core)
      const id = snowflakeParam(ctx, 'webhook_id')
      botBucket(ctx, core, 'webhooks/:id', id)
      const webhook = core.state.webhook(id)
      if (!webhook) throw errors.unknownWebhook()
      requireManageWebhooks(core, app, webhook.channel_id)
      if (method === 'DELETE') {
        core.state.deleteWebhook(id)
        return noContent()
      }
      if (method === 'PATCH') applyModify(core, webhook, await modifyBody(ctx, true))
      return json(renderWebhook(core, webhook, { token: webhook.application_id === app.id, user: true }))
    },
  })),
  ...['GET', 'PATCH', 'DELETE'].map((method): Route => ({
    method,
    pattern: '/webhooks/:webhook_id/:webhook_token',
    name: `${method.toLowerCase()}WebhookWithToken`,
    async handler(ctx, core) {
      const webhook = webhookByToken(ctx, core)
      if (method === 'DELETE') {
        core.state.deleteWebhook(webhook.id)
        return noContent()
      }
      if (method === 'PATCH') applyModify(core, webhook, await modifyBody(ctx, false))
      // Fetched with its token: the token is echoed, the creator `user` is not (discord-api-docs #6788).
      return json(renderWebhook(core, webhook, { token: true, user: false }))
    },
  })),
]
