// What every route handler shares: the state, the rate limiter, the configuration and the auth checks.
import { errors, formError } from './errors'
import type { Ctx, Reply } from './http'
import { SNOWFLAKE } from './ids'
import type { RateLimiter } from './rateLimit'
import type { State } from './state'
import type { AccessToken, Application, EmulatorConfig, Webhook } from './types'

export type Core = {
  state: State
  limiter: RateLimiter
  config: EmulatorConfig
  now: () => number
  origin: string
  apiBase: string
}

export type Route = {
  method: string
  /** Path without /api[/vN]; ':name' segments. */
  pattern: string
  name: string
  handler: (ctx: Ctx, core: Core) => Promise<Reply>
}

export function json(body: unknown, status = 200): Reply {
  return { status, body }
}

export const noContent = (): Reply => ({ status: 204 })

/** Path ids must be snowflakes (NUMBER_TYPE_COERCE, 50035). */
export function snowflakeParam(ctx: Ctx, name: string): string {
  const value = ctx.params[name] ?? ''
  if (!SNOWFLAKE.test(value))
    formError([name], 'NUMBER_TYPE_COERCE', `Value "${value}" is not snowflake.`, ctx.legacy)
  return value
}

/** `Authorization: Bot <token>` -> the application. */
export function botAuth(ctx: Ctx, core: Core): Application {
  const header = ctx.headers.authorization ?? ''
  const match = /^Bot (\S+)$/.exec(header)
  const app = match ? core.state.applicationByBotToken(match[1] as string) : undefined
  if (!app) throw errors.unauthorized()
  return app
}

/** Bot-route bucket: per route and major parameter. */
export function botBucket(ctx: Ctx, core: Core, route: string, major: string): void {
  ctx.rateHeaders = core.limiter.bucket(`bot:${route}:${major}`, route, core.limiter.model.bot)
}

/** `Authorization: Bearer <token>` with a scope -> the token record. */
export function bearerAuth(ctx: Ctx, core: Core, scope: string): AccessToken {
  const header = ctx.headers.authorization ?? ''
  const match = /^Bearer (\S+)$/.exec(header)
  const token = match ? core.state.data.tokens.find((t) => t.accessToken === match[1]) : undefined
  if (!token || token.revoked || token.expiresAt <= core.now()) throw errors.unauthorized()
  if (!token.scopes.includes(scope)) throw errors.missingScope()
  return token
}

/** A bot outside a guild cannot see it or its channels at all (50001). */
export function requireBotInGuild(core: Core, app: Application, guildId: string): void {
  const guild = core.state.data.guilds.find((g) => g.id === guildId)
  if (!guild || !guild.botApplicationIds.includes(app.id)) throw errors.missingAccess()
}

/** The bot needs to be in the guild (50001) and hold Manage Webhooks in the channel (50013). */
export function requireManageWebhooks(core: Core, app: Application, channelId: string): void {
  const channel = core.state.channel(channelId)
  if (!channel) throw errors.unknownChannel()
  requireBotInGuild(core, app, channel.guild_id)
  if (channel.denyManageWebhooks.includes(app.id)) throw errors.missingPermissions()
}

/**
 * Webhook-token routes: take from the (id + token) bucket first, so every answer, 404 and 401 included,
 * carries the X-RateLimit-* headers; then 10015 for an unknown id and 50027 for a wrong token.
 */
export function webhookByToken(ctx: Ctx, core: Core): Webhook {
  const id = ctx.params.webhook_id ?? ''
  const token = ctx.params.webhook_token ?? ''
  ctx.rateHeaders = core.limiter.bucket(
    `webhook:${id}:${token}`,
    'webhooks/:id/:token',
    core.limiter.model.webhook,
  )
  snowflakeParam(ctx, 'webhook_id')
  const webhook = core.state.webhook(id)
  if (!webhook) throw errors.unknownWebhook()
  if (webhook.token !== token) throw errors.invalidWebhookToken()
  return webhook
}

/** The webhook as Discord returns it. `withToken` for the creator; `user` only on Bot-authenticated reads. */
export function renderWebhook(
  core: Core,
  w: Webhook,
  opts: { token: boolean; user: boolean },
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    application_id: w.application_id,
    avatar: w.avatar,
    channel_id: w.channel_id,
    guild_id: w.guild_id,
    id: w.id,
    name: w.name,
    type: w.type,
  }
  if (opts.token) {
    out.token = w.token
    out.url = `${core.apiBase}/webhooks/${w.id}/${w.token}`
  }
  if (opts.user) {
    const u = core.state.user(w.creatorUserId)
    out.user = { ...userObject(core, w.creatorUserId), ...(u?.bot ? { bot: true } : {}) }
  }
  return out
}

/** A user as Discord returns it (creator of a webhook, `/users/@me`). */
export function userObject(core: Core, id: string): Record<string, unknown> {
  const u = core.state.user(id)
  return {
    id,
    username: u?.username ?? 'unknown',
    global_name: u?.global_name ?? null,
    avatar: null,
    discriminator: '0',
    public_flags: 0,
    flags: 0,
    primary_guild: null,
  }
}
