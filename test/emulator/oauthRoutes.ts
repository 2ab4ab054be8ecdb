// OAuth2 (wire spec 14): the token endpoint (form-encoded only; Basic or body client credentials;
// client_credentials, authorization_code with single-use codes, refresh_token with rotating single-use
// refresh tokens), revocation, a test-only authorize endpoint that approves at once and redirects with
// code and state, and the two Bearer identity reads.
import { randomUUID } from 'node:crypto'
import { bearerAuth, json, renderWebhook, userObject, type Core, type Route } from './core'
import { ApiError, errors } from './errors'
import type { Ctx, Reply } from './http'
import { secret } from './ids'
import type { AccessToken, Application } from './types'

const TOKEN_TTL_S = 604800
const CODE_TTL_MS = 10 * 60 * 1000
export const KNOWN_SCOPES = new Set([
  'identify',
  'email',
  'connections',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'role_connections.write',
  'webhook.incoming',
  'bot',
  'applications.commands',
  'applications.commands.update',
  'messages.read',
  'openid',
])
/** role_connections.write comes only from the authorization-code grant (wire spec 13.2). */
const CLIENT_CREDENTIALS_DENIED = new Set([
  'role_connections.write',
  'bot',
  'webhook.incoming',
  'guilds.join',
])

const oauthError = (status: number, error: string, description?: string) =>
  new ApiError(status, description === undefined ? { error } : { error, error_description: description })

const invalidScope = () =>
  oauthError(400, 'invalid_scope', 'The requested scope is invalid, unknown, or malformed.')

/** Issues an access token (and a refresh token) for a user of an application. */
export function issueToken(
  core: Core,
  input: { clientId: string; userId: string; scopes: string[]; refresh: boolean; grantId?: string },
): AccessToken {
  const token: AccessToken = {
    accessToken: secret(30),
    refreshToken: input.refresh ? secret(30) : null,
    clientId: input.clientId,
    userId: input.userId,
    scopes: input.scopes,
    expiresAt: core.now() + TOKEN_TTL_S * 1000,
    grantId: input.grantId ?? randomUUID(),
    revoked: false,
  }
  core.state.data.tokens.push(token)
  return token
}

function tokenBody(t: AccessToken, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    access_token: t.accessToken,
    token_type: 'Bearer',
    expires_in: TOKEN_TTL_S,
    scope: t.scopes.join(' '),
    ...extra,
  }
  if (t.refreshToken) out.refresh_token = t.refreshToken
  return out
}

/** Basic header or client_id + client_secret in the form; anything wrong is 401 invalid_client. */
function clientAuth(ctx: Ctx, core: Core, form: Record<string, string>): Application {
  let id = form.client_id
  let password = form.client_secret
  const basic = /^Basic (\S+)$/.exec(ctx.headers.authorization ?? '')
  if (basic) {
    const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    id = decoded.slice(0, colon)
    password = decoded.slice(colon + 1)
  }
  const app = id ? core.state.application(id) : undefined
  if (!app || password !== app.secret) throw oauthError(401, 'invalid_client')
  return app
}

async function form(ctx: Ctx): Promise<Record<string, string>> {
  const type = (ctx.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  // Discord answers JSON bodies as if no grant type was given (discord-api-docs #645, #5249).
  if (type !== 'application/x-www-form-urlencoded') {
    throw oauthError(400, 'unsupported_grant_type', 'Grant type None is not supported')
  }
  return Object.fromEntries(new URLSearchParams(ctx.raw.toString('utf8')))
}

async function token(ctx: Ctx, core: Core): Promise<Reply> {
  const f = await form(ctx)
  const grant = f.grant_type
  if (!grant || !['client_credentials', 'authorization_code', 'refresh_token'].includes(grant)) {
    throw oauthError(400, 'unsupported_grant_type', `Grant type ${grant || 'None'} is not supported`)
  }
  const app = clientAuth(ctx, core, f)
  if (grant === 'client_credentials') {
    const scopes = (f.scope ?? 'identify').split(' ').filter(Boolean)
    if (scopes.length === 0 || scopes.some((s) => !KNOWN_SCOPES.has(s) || CLIENT_CREDENTIALS_DENIED.has(s))) {
      throw invalidScope()
    }
    return json(
      tokenBody(issueToken(core, { clientId: app.id, userId: app.ownerUserId, scopes, refresh: false })),
    )
  }
  if (grant === 'authorization_code') {
    const code = core.state.data.codes.find((c) => c.code === f.code)
    if (
      !code ||
      code.used ||
      code.clientId !== app.id ||
      code.expiresAt <= core.now() ||
      code.redirectUri !== f.redirect_uri
    ) {
      throw oauthError(400, 'invalid_grant', 'Invalid "code" in request.')
    }
    code.used = true
    const t = issueToken(core, { clientId: app.id, userId: code.userId, scopes: code.scopes, refresh: true })
    return json(tokenBody(t, incomingWebhook(core, code.webhookId)))
  }
  const old = core.state.data.tokens.find(
    (t) => t.refreshToken !== null && t.refreshToken === f.refresh_token,
  )
  if (!old || old.clientId !== app.id || old.revoked) {
    throw oauthError(400, 'invalid_grant', 'Invalid "refresh_token" in request')
  }
  // Refresh tokens are single-use: the old one dies, a new one comes with the new access token.
  old.refreshToken = null
  const t = issueToken(core, {
    clientId: app.id,
    userId: old.userId,
    scopes: old.scopes,
    refresh: true,
    grantId: old.grantId,
  })
  return json(tokenBody(t))
}

function incomingWebhook(core: Core, webhookId: string | undefined): Record<string, unknown> {
  const w = webhookId ? core.state.webhook(webhookId) : undefined
  if (!w) return {}
  return { webhook: renderWebhook(core, w, { token: true, user: false }) }
}

async function revoke(ctx: Ctx, core: Core): Promise<Reply> {
  const f = await form(ctx)
  const app = clientAuth(ctx, core, f)
  if (!f.token) throw oauthError(400, 'invalid_request')
  const hit = core.state.data.tokens.find(
    (t) => t.clientId === app.id && (t.accessToken === f.token || t.refreshToken === f.token),
  )
  // Revoking any token of an authorization kills all of its tokens.
  if (hit) for (const t of core.state.data.tokens) if (t.grantId === hit.grantId) t.revoked = true
  return json({})
}

/** Test-only: approves at once as `user_id` (default: the first non-bot user) and redirects. */
async function authorize(ctx: Ctx, core: Core): Promise<Reply> {
  const q = ctx.query
  const app = core.state.application(q.get('client_id') ?? '')
  if (!app) throw oauthError(400, 'invalid_client', 'Unknown client_id')
  const redirectUri = q.get('redirect_uri') ?? app.redirectUris[0] ?? ''
  if (!app.redirectUris.includes(redirectUri)) {
    throw oauthError(400, 'invalid_request', 'Invalid "redirect_uri" in request.')
  }
  const state = q.get('state')
  const responseType = q.get('response_type') ?? 'code'
  const scopes = (q.get('scope') ?? '').split(/[ +]/).filter(Boolean)
  const redirect = (params: Record<string, string>, fragment = false): Reply => {
    const target = new URL(redirectUri)
    const p = new URLSearchParams(params)
    if (state !== null) p.set('state', state)
    if (fragment) target.hash = p.toString()
    else for (const [k, v] of p) target.searchParams.set(k, v)
    return { status: 302, headers: { Location: target.toString() } }
  }
  const bad =
    scopes.length === 0 ||
    scopes.some((s) => !KNOWN_SCOPES.has(s)) ||
    (responseType === 'token' && scopes.includes('role_connections.write'))
  if (bad) {
    return redirect({
      error: 'invalid_scope',
      error_description: 'The requested scope is invalid, unknown, or malformed.',
    })
  }
  if (q.get('deny') === '1' || q.get('deny') === 'true') {
    return redirect({
      error: 'access_denied',
      error_description: 'The resource owner or authorization server denied the request',
    })
  }
  const userId = q.get('user_id') ?? core.state.data.users.find((u) => !u.bot)?.id ?? app.ownerUserId
  if (responseType === 'token') {
    const t = issueToken(core, { clientId: app.id, userId, scopes, refresh: false })
    return redirect(
      {
        access_token: t.accessToken,
        token_type: 'Bearer',
        expires_in: String(TOKEN_TTL_S),
        scope: scopes.join(' '),
      },
      true,
    )
  }
  let webhookId: string | undefined
  if (scopes.includes('webhook.incoming')) {
    const channelId = q.get('channel_id') ?? core.state.data.channels.find((c) => c.type === 0)?.id
    if (!channelId || !core.state.channel(channelId)) throw errors.unknownChannel()
    webhookId = core.state.createWebhook({
      channelId,
      name: app.name,
      applicationId: app.id,
      creatorUserId: userId,
    }).id
  }
  const code = secret(30)
  core.state.data.codes.push({
    code,
    clientId: app.id,
    userId,
    scopes,
    redirectUri,
    expiresAt: core.now() + CODE_TTL_MS,
    used: false,
    ...(webhookId ? { webhookId } : {}),
  })
  return redirect({ code })
}

export const oauthRoutes: Route[] = [
  { method: 'POST', pattern: '/oauth2/token', name: 'oauth2Token', handler: token },
  { method: 'POST', pattern: '/oauth2/token/revoke', name: 'oauth2Revoke', handler: revoke },
  { method: 'GET', pattern: '/oauth2/authorize', name: 'oauth2Authorize', handler: authorize },
  {
    method: 'GET',
    pattern: '/oauth2/@me',
    name: 'oauth2Me',
    async handler(ctx, core) {
      const header = /^Bearer (\S+)$/.exec(ctx.headers.authorization ?? '')
      const t = core.state.data.tokens.find((x) => x.accessToken === header?.[1])
      if (!t || t.revoked || t.expiresAt <= core.now()) throw errors.unauthorized()
      const app = core.state.application(t.clientId)
      const out: Record<string, unknown> = {
        application: {
          id: t.clientId,
          name: app?.name ?? '',
          icon: null,
          description: '',
          bot_public: false,
          bot_require_code_grant: false,
          verify_key: '0'.repeat(64),
          type: null,
          flags_new: '0',
          flags: 0,
        },
        scopes: t.scopes,
        expires: new Date(t.expiresAt).toISOString(),
      }
      if (t.scopes.includes('identify')) out.user = userObject(core, t.userId)
      return json(out)
    },
  },
  {
    method: 'GET',
    pattern: '/users/@me',
    name: 'getCurrentUser',
    async handler(ctx, core) {
      const t = bearerAuth(ctx, core, 'identify')
      return json(userObject(core, t.userId))
    },
  },
]
