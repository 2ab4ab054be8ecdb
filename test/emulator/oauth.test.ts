import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertRequest, assertResponse } from './openapi'
import { call, obj, start, type Clock } from './testkit'

let emu: Emulator
let clock: Clock
beforeAll(async () => {
  ;({ emu, clock } = await start())
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

const DAY = 86_400_000

function basic(id: string, secret: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` }
}

async function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(`${emu.authBase}/oauth2/token`, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

/** Runs the test-only authorize endpoint and returns the redirect's query. */
async function authorize(query: Record<string, string>): Promise<URLSearchParams> {
  const app = emu.demo.application
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: app.id,
    redirect_uri: app.redirectUri,
    state: 'xyz',
    ...query,
  })
  const res = await fetch(`${emu.url}/oauth2/authorize?${params}`, { redirect: 'manual' })
  expect(res.status).toBe(302)
  const location = new URL(res.headers.get('location') as string)
  expect(`${location.origin}${location.pathname}`).toBe(app.redirectUri)
  return location.hash ? new URLSearchParams(location.hash.slice(1)) : location.searchParams
}

async function userToken(scope = 'identify role_connections.write') {
  const app = emu.demo.application
  const code = (await authorize({ scope })).get('code') as string
  return obj(
    await token(
      { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri },
      basic(app.id, app.clientSecret),
    ),
  )
}

describe('OAuth2 token endpoint', () => {
  it('grants client_credentials with Basic auth or body credentials, without a refresh token', async () => {
    const app = emu.demo.application
    const viaBasic = await token(
      { grant_type: 'client_credentials', scope: 'identify connections' },
      basic(app.id, app.clientSecret),
    )
    expect(viaBasic.status).toBe(200)
    expect(obj(viaBasic)).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604800,
      scope: 'identify connections',
    })
    expect('refresh_token' in obj(viaBasic)).toBe(false)
    const viaBody = await token({
      grant_type: 'client_credentials',
      client_id: app.id,
      client_secret: app.clientSecret,
    })
    expect(viaBody.status).toBe(200)
    const me = await call(`${emu.apiBase}/oauth2/@me`, {
      headers: { authorization: `Bearer ${obj(viaBody).access_token}` },
    })
    assertResponse('GET', '/oauth2/@me', 200, me.body)
    expect(obj(me).user.id).toBe(emu.demo.user.id)
  })

  it('answers the OAuth2 error bodies', async () => {
    const app = emu.demo.application
    const wrong = await token({ grant_type: 'client_credentials' }, basic(app.id, 'nope'))
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ error: 'invalid_client' })
    const json = await call(`${emu.authBase}/oauth2/token`, {
      json: { grant_type: 'client_credentials' },
      headers: basic(app.id, app.clientSecret),
    })
    expect(json.body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Grant type None is not supported',
    })
    const missing = await token({}, basic(app.id, app.clientSecret))
    expect(obj(missing).error).toBe('unsupported_grant_type')
    const scope = await token(
      { grant_type: 'client_credentials', scope: 'role_connections.write' },
      basic(app.id, app.clientSecret),
    )
    expect(scope.status).toBe(400)
    expect(obj(scope).error).toBe('invalid_scope')
  })

  it('exchanges a single-use code and rotates single-use refresh tokens', async () => {
    const app = emu.demo.application
    const q = await authorize({ scope: 'identify role_connections.write' })
    expect(q.get('state')).toBe('xyz')
    const code = q.get('code') as string
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri }
    const first = await token(exchange, basic(app.id, app.clientSecret))
    expect(obj(first)).toMatchObject({ token_type: 'Bearer', scope: 'identify role_connections.write' })
    const reused = await token(exchange, basic(app.id, app.clientSecret))
    expect(reused.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' })
    const refresh = { grant_type: 'refresh_token', refresh_token: obj(first).refresh_token }
    const second = await token(refresh, basic(app.id, app.clientSecret))
    expect(obj(second).refresh_token).not.toBe(obj(first).refresh_token)
    const again = await token(refresh, basic(app.id, app.clientSecret))
    expect(again.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "refresh_token" in request',
    })
  })

  it('refuses a code with a different redirect_uri or after it expires', async () => {
    const app = emu.demo.application
    const code = (await authorize({ scope: 'identify' })).get('code') as string
    const other = await token(
      { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1/other' },
      basic(app.id, app.clientSecret),
    )
    expect(obj(other).error).toBe('invalid_grant')
    const late = (await authorize({ scope: 'identify' })).get('code') as string
    clock.advance(11 * 60 * 1000)
    const expired = await token(
      { grant_type: 'authorization_code', code: late, redirect_uri: app.redirectUri },
      basic(app.id, app.clientSecret),
    )
    expect(obj(expired).error).toBe('invalid_grant')
  })

  it('redirects with invalid_scope for unknown scopes and access_denied on request', async () => {
    expect((await authorize({ scope: 'identify nonsense' })).get('error')).toBe('invalid_scope')
    expect((await authorize({ scope: 'identify', deny: '1' })).get('error')).toBe('access_denied')
    const implicit = await authorize({ scope: 'identify', response_type: 'token' })
    expect(implicit.get('access_token')).toBeTruthy()
    expect(implicit.get('refresh_token')).toBeNull()
  })

  it('returns the new webhook with the webhook.incoming scope', async () => {
    const app = emu.demo.application
    const code = (await authorize({ scope: 'webhook.incoming', channel_id: emu.demo.channels.news })).get(
      'code',
    ) as string
    const t = obj(
      await token(
        { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri },
        basic(app.id, app.clientSecret),
      ),
    )
    expect(t.webhook).toMatchObject({ channel_id: emu.demo.channels.news, application_id: app.id })
    expect((await call(`${t.webhook.url}?wait=true`, { json: { content: 'x' } })).status).toBe(200)
  })

  it('revokes every token of an authorization', async () => {
    const app = emu.demo.application
    const t = await userToken()
    const r = await call(`${emu.authBase}/oauth2/token/revoke`, {
      body: new URLSearchParams({ token: t.refresh_token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(app.id, app.clientSecret) },
    })
    expect(r.status).toBe(200)
    const me = await call(`${emu.apiBase}/users/@me`, {
      headers: { authorization: `Bearer ${t.access_token}` },
    })
    expect(me.status).toBe(401)
  })
})

describe('linked roles', () => {
  const records = [
    { type: 2, key: 'cookies_eaten', name: 'Cookies Eaten', description: 'Cookies eaten' },
    {
      type: 6,
      key: 'first_cookie',
      name: 'Days since first cookie',
      description: 'Days since the first cookie',
    },
    { type: 5, key: 'last_cookie', name: 'Recent cookie', description: 'Ate a cookie recently' },
    { type: 7, key: 'allergic', name: 'Allergic', description: 'Allergic to nuts' },
  ]
  const metadataUrl = () => `${emu.apiBase}/applications/${emu.demo.application.id}/role-connections/metadata`
  const bot = () => ({ authorization: `Bot ${emu.demo.application.botToken}` })

  it('puts and gets metadata records with a bot token; a PUT replaces the set', async () => {
    assertRequest('PUT', '/applications/{application_id}/role-connections/metadata', records)
    const put = await call(metadataUrl(), { method: 'PUT', json: records, headers: bot() })
    expect(put.status).toBe(200)
    assertResponse('PUT', '/applications/{application_id}/role-connections/metadata', 200, put.body)
    await call(metadataUrl(), { method: 'PUT', json: records.slice(0, 1), headers: bot() })
    const got = await call(metadataUrl(), { headers: bot() })
    assertResponse('GET', '/applications/{application_id}/role-connections/metadata', 200, got.body)
    expect(got.body).toEqual(records.slice(0, 1))
    expect((await call(metadataUrl())).status).toBe(401)
  })

  it('validates metadata records (5 max, key charset and lengths, type)', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ ...records[0], key: `k${i}` }))
    expect(obj(await call(metadataUrl(), { method: 'PUT', json: six, headers: bot() })).code).toBe(50035)
    const bad = [{ type: 9, key: 'Bad-Key', name: '', description: 'd'.repeat(201) }]
    const r = obj(await call(metadataUrl(), { method: 'PUT', json: bad, headers: bot() }))
    expect(Object.keys(r.errors['0']).sort()).toEqual(['description', 'key', 'name', 'type'])
    const dup = [records[0], records[0]]
    expect(
      obj(await call(metadataUrl(), { method: 'PUT', json: dup, headers: bot() })).errors['1'].key,
    ).toBeDefined()
  })

  it('stores a user role connection as strings with a role_connections.write bearer token', async () => {
    await call(metadataUrl(), { method: 'PUT', json: records, headers: bot() })
    const t = await userToken()
    const url = `${emu.apiBase}/users/@me/applications/${emu.demo.application.id}/role-connection`
    const auth = { authorization: `Bearer ${t.access_token}` }
    const body = {
      platform_name: 'Cookie Clicker',
      platform_username: 'baker',
      metadata: { cookies_eaten: 1483, allergic: '0' },
    }
    const empty = await call(url, { headers: auth })
    expect(empty.body).toEqual({ platform_username: null, metadata: {} })
    const put = await call(url, { method: 'PUT', json: body, headers: auth })
    expect(put.status).toBe(200)
    assertResponse('PUT', '/users/@me/applications/{application_id}/role-connection', 200, put.body)
    expect(obj(put).metadata).toEqual({ cookies_eaten: '1483', allergic: '0' })
    const replaced = await call(url, { method: 'PUT', json: { metadata: { allergic: '1' } }, headers: auth })
    expect(replaced.body).toEqual({ platform_username: null, metadata: { allergic: '1' } })
    assertResponse(
      'GET',
      '/users/@me/applications/{application_id}/role-connection',
      200,
      (await call(url, { headers: auth })).body,
    )
  })

  it('validates the user role connection and requires the scope', async () => {
    await call(metadataUrl(), { method: 'PUT', json: records, headers: bot() })
    const url = `${emu.apiBase}/users/@me/applications/${emu.demo.application.id}/role-connection`
    const noScope = await userToken('identify')
    expect((await call(url, { headers: { authorization: `Bearer ${noScope.access_token}` } })).status).toBe(
      403,
    )
    const t = await userToken()
    const auth = { authorization: `Bearer ${t.access_token}` }
    const r = obj(
      await call(url, {
        method: 'PUT',
        json: {
          platform_name: 'p'.repeat(51),
          platform_username: 'u'.repeat(101),
          metadata: { unknown: '1', cookies_eaten: 'many', first_cookie: 'x'.repeat(101) },
        },
        headers: auth,
      }),
    )
    expect(Object.keys(r.errors).sort()).toEqual(['metadata', 'platform_name', 'platform_username'])
    expect(Object.keys(r.errors.metadata).sort()).toEqual(['cookies_eaten', 'first_cookie', 'unknown'])
    const form = await call(url, {
      method: 'PUT',
      body: 'platform_name=x',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(400)
    expect((await call(url)).status).toBe(401)
  })

  it('evaluates criteria with age-in-days datetime semantics and "1"-only booleans', async () => {
    await call(metadataUrl(), { method: 'PUT', json: records, headers: bot() })
    const t = await userToken()
    const url = `${emu.apiBase}/users/@me/applications/${emu.demo.application.id}/role-connection`
    const now = emu.control.now()
    const metadata = {
      cookies_eaten: '10',
      first_cookie: new Date(now - 40 * DAY).toISOString(),
      last_cookie: new Date(now - 2 * DAY).toISOString(),
      allergic: 'true',
    }
    await call(url, {
      method: 'PUT',
      json: { metadata },
      headers: { authorization: `Bearer ${t.access_token}` },
    })
    const evaluate = (key: string, value: number) =>
      emu.control.evaluateRoleConnection({
        applicationId: emu.demo.application.id,
        userId: emu.demo.user.id,
        key,
        value,
      })
    expect(evaluate('cookies_eaten', 10).qualifies).toBe(true)
    expect(evaluate('cookies_eaten', 11).qualifies).toBe(false)
    expect(evaluate('first_cookie', 30)).toMatchObject({ qualifies: true, ageDays: 40 })
    expect(evaluate('first_cookie', 41).qualifies).toBe(false)
    expect(evaluate('last_cookie', 7)).toMatchObject({ qualifies: true, ageDays: 2 })
    expect(evaluate('last_cookie', 1).qualifies).toBe(false)
    expect(evaluate('allergic', 1).qualifies).toBe(false)
    const viaHttp = await call(`${emu.url}/__emulator/role-connections/evaluate`, {
      json: {
        applicationId: emu.demo.application.id,
        userId: emu.demo.user.id,
        key: 'first_cookie',
        value: 30,
      },
    })
    expect(obj(viaHttp).qualifies).toBe(true)
  })
})
