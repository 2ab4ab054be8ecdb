import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApplicationView, ConnectionState, RoleConnectionView } from '@shared/rpc/areas/applications'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { RpcError } from '@shared/rpc/errors'
import type { Emulator } from '../../emulator'
import { dataFiles, secretForms } from '../../support/secretScan'
import type { startApplications } from './harness'
import {
  addDemoApplication,
  eventually,
  failure,
  revokeAuthorization,
  startDemoApplications,
  value,
} from './harness'

// The applications, linkedRoles and oauth areas against the emulator over real loopback sockets.
let emu: Emulator
let h: Awaited<ReturnType<typeof startApplications>>
let port: number
let demo: Awaited<ReturnType<typeof startDemoApplications>>

beforeEach(async () => {
  demo = await startDemoApplications()
  ;({ emu, h, port } = demo)
})
afterEach(() => demo.close())

const addDemo = () => addDemoApplication(demo)

const RECORDS: MetadataRecord[] = [
  { type: 2, key: 'cookies_eaten', name: 'Cookies eaten', description: 'At least this many cookies' },
  {
    type: 6,
    key: 'baker_since',
    name: 'Baker since',
    description: 'Days since the first cookie',
    name_localizations: { fr: 'Boulanger depuis' },
  },
  { type: 7, key: 'is_verified', name: 'Verified', description: 'Verified baker' },
]

/** Runs the whole browser part of the flow: the authorize page redirects to our loopback listener. */
async function approveInBrowser(authorizeUrl: string): Promise<string> {
  const approve = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(approve.status).toBe(302)
  const location = approve.headers.get('location') ?? ''
  expect(location.startsWith(`http://127.0.0.1:${port}/oauth2/callback?`)).toBe(true)
  const landing = await fetch(location)
  expect(landing.status).toBe(200)
  return location
}

async function connect(): Promise<string> {
  const started = value<{ authorizeUrl: string; redirectUri: string }>(
    await h.dispatch('oauth.connect', { applicationId: emu.demo.application.id }),
  )
  const location = await approveInBrowser(started.authorizeUrl)
  await eventually(() => h.changes.at(-1)?.state === 'connected', 'the connection')
  return location
}

describe('applications', () => {
  it('keeps secrets sealed: the page gets masked forms and the exact redirect URI to register', async () => {
    const app = await addDemo()
    expect(app.redirectUri).toBe(`http://127.0.0.1:${port}/oauth2/callback`)
    expect(JSON.stringify(app)).not.toContain(emu.demo.application.botToken)
    expect(JSON.stringify(app)).not.toContain(emu.demo.application.clientSecret)
    expect(app.clientSecretMasked).toBe(`••••${emu.demo.application.clientSecret.slice(-4)}`)
    const saved = await import('node:fs').then((fs) =>
      fs.readFileSync(`${h.dataDir}/applications.json`, 'utf8'),
    )
    expect(saved).not.toContain(emu.demo.application.botToken)
    expect(saved).not.toContain(emu.demo.application.clientSecret)
  })
})

describe('secrets at rest', () => {
  it('keeps no secret in any data file, in any encoding, after a connect and a refresh', async () => {
    await addDemo()
    await connect()
    h.clock.now += 7 * 86_400_000
    value(await h.dispatch('linkedRoles.getConnection', { applicationId: emu.demo.application.id }))
    const snapshot = await emu.control.snapshot()
    const userTokens = snapshot.tokens.flatMap((t) => [t.accessToken, t.refreshToken ?? ''].filter(Boolean))
    const secrets = [emu.demo.application.botToken, emu.demo.application.clientSecret, ...userTokens]
    for (const [file, bytes] of dataFiles(h.dataDir)) {
      for (const secret of secrets) {
        for (const form of secretForms(secret))
          expect(bytes.includes(form), `${file} holds a secret`).toBe(false)
      }
    }
  })
})

describe('metadata records', () => {
  it('publishes a set with the bot token and reads it back; a PUT replaces the whole set', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    expect(value(await h.dispatch('linkedRoles.getMetadata', { applicationId }))).toEqual({ records: [] })
    const put = value<{ records: MetadataRecord[] }>(
      await h.dispatch('linkedRoles.putMetadata', { applicationId, records: RECORDS }),
    )
    expect(put.records.map((r) => r.key)).toEqual(['cookies_eaten', 'baker_since', 'is_verified'])
    await h.dispatch('linkedRoles.putMetadata', { applicationId, records: [RECORDS[0]] })
    const got = value<{ records: MetadataRecord[] }>(
      await h.dispatch('linkedRoles.getMetadata', { applicationId }),
    )
    expect(got.records.map((r) => r.key)).toEqual(['cookies_eaten'])
    const puts = emu.control.journal({ route: 'putRoleConnectionMetadata' })
    expect(puts[0]?.headers.authorization).toBe(`Bot ${emu.demo.application.botToken}`)
  })

  it('refuses every rule break before sending, each with its own message', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    const base = RECORDS[0] as MetadataRecord
    const cases: [unknown, string, RegExp][] = [
      [[...RECORDS, ...RECORDS.map((r, i) => ({ ...r, key: `x${i}` }))], '', /at most 5 metadata records/],
      [[{ ...base, key: 'Bad-Key' }], '[0].key', /only lowercase letters a-z, digits 0-9 and underscores/],
      [[{ ...base, key: '' }], '[0].key', /cannot be empty/],
      [[{ ...base, key: 'k'.repeat(51) }], '[0].key', /51 characters long; Discord allows at most 50/],
      [[base, { ...base, name: 'Other' }], '[1].key', /used by another record/],
      [[{ ...base, name: '' }], '[0].name', /The name cannot be empty/],
      [[{ ...base, name: 'n'.repeat(101) }], '[0].name', /at most 100/],
      [[{ ...base, description: '' }], '[0].description', /The description cannot be empty/],
      [[{ ...base, description: 'd'.repeat(201) }], '[0].description', /at most 200/],
      [[{ ...base, type: 9 }], '[0].type', /comparison type from 1 to 8/],
      [
        [{ ...base, name_localizations: { fr: 'n'.repeat(101) } }],
        '[0].name_localizations.fr',
        /at most 100/,
      ],
      [
        [{ ...base, description_localizations: { de: 'd'.repeat(201) } }],
        '[0].description_localizations.de',
        /at most 200/,
      ],
    ]
    for (const [records, where, message] of cases) {
      const error = failure(await h.dispatch('linkedRoles.putMetadata', { applicationId, records }))
      expect(error.kind).toBe('invalidInput')
      const issue = 'issues' in error ? error.issues.find((i) => i.path === `records${where}`) : undefined
      expect(issue?.message, `records${where}`).toMatch(message)
    }
    expect(emu.control.journal({ route: 'putRoleConnectionMetadata' })).toHaveLength(0)
  })

  it('shows Discord’s own field errors when its validation refuses a set', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    const bad = [{ type: 9, key: 'Bad', name: '', description: 'ok' }] as unknown as MetadataRecord[]
    const error = await h.apps.linkedRoles.putMetadata(applicationId, bad).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    const data = (error as RpcError).data
    expect(data.kind === 'discord' && data.code).toBe(50035)
    const paths = 'issues' in data ? data.issues.map((i) => i.path) : []
    expect(paths).toEqual(expect.arrayContaining(['[0].type', '[0].key', '[0].name']))
  })

  it('explains a bot token from another application (403)', async () => {
    const { id, clientSecret } = emu.demo.application
    value(
      await h.dispatch('applications.add', {
        label: 'Wrong bot',
        applicationId: id,
        clientId: id,
        botToken: emu.demo.outsider.botToken,
        clientSecret,
        redirectPort: port,
      }),
    )
    const error = failure(await h.dispatch('linkedRoles.getMetadata', { applicationId: id }))
    expect(error.message).toMatch(/another application/)
  })
})

describe('authorization code flow', () => {
  it('redirects to the loopback listener, refuses a wrong state without ending the wait, exchanges the code', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    const started = value<{ authorizeUrl: string; redirectUri: string }>(
      await h.dispatch('oauth.connect', { applicationId }),
    )
    const url = new URL(started.authorizeUrl)
    expect(url.origin).toBe(new URL(emu.authBase).origin)
    expect(url.pathname).toBe('/oauth2/authorize')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('scope')).toBe('role_connections.write identify')
    expect(url.searchParams.get('redirect_uri')).toBe(started.redirectUri)
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32)
    expect(h.opened).toEqual([started.authorizeUrl])
    expect(h.changes.at(-1)?.state).toBe('waiting')

    const forged = await fetch(`${started.redirectUri}?code=stolen&state=wrong`)
    expect(forged.status).toBe(400)
    expect(h.changes.at(-1)?.state).toBe('waiting')

    const location = await approveInBrowser(started.authorizeUrl)
    await eventually(() => h.changes.at(-1)?.state === 'connected', 'the connection')
    const connected = h.changes.at(-1) as ConnectionState
    expect(connected.scope).toBe('role_connections.write identify')
    expect(connected.user?.username).toBe('sandbox_user')
    expect(JSON.stringify(h.changes)).not.toContain(new URL(location).searchParams.get('code'))

    // One good callback, then the listener is gone.
    await expect(fetch(location)).rejects.toThrow()
    // The exchange went out form-encoded with Basic auth and the same redirect URI.
    const exchange = emu.control.journal({ route: 'oauth2Token' })[0]
    expect(exchange?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(exchange?.headers.authorization).toMatch(/^Basic /)
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: started.redirectUri,
    })
  })

  // Issue 24, defect 12: a Connect left unfinished kept listening for good.
  it('stops listening when the browser never comes back, and tells the page', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    const started = value<{ redirectUri: string }>(await h.dispatch('oauth.connect', { applicationId }))
    expect(h.changes.at(-1)?.state).toBe('waiting')
    h.timer.advance(5 * 60_000)
    await eventually(() => h.changes.at(-1)?.state === 'none', 'the end of the wait')
    expect(h.changes.at(-1)?.message).toMatch(/not finished within 5 minutes.*Connect again/)
    await expect(fetch(`${started.redirectUri}?code=late&state=any`)).rejects.toThrow()
  })

  it('refuses a code used twice', async () => {
    await addDemo()
    const location = await connect()
    const code = new URL(location).searchParams.get('code') ?? ''
    const again = await h.client.oauth2
      .requestToken(
        { clientId: emu.demo.application.id, clientSecret: emu.demo.application.clientSecret },
        { grant_type: 'authorization_code', code, redirect_uri: `http://127.0.0.1:${port}/oauth2/callback` },
      )
      .catch((e: unknown) => e)
    expect((again as RpcError).data).toMatchObject({ kind: 'discord', status: 400 })
    expect((again as RpcError).message).toMatch(/invalid, expired or already used/)
  })

  it('refreshes before expiry and replaces the refresh token every time (single-use)', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    await connect()
    value(await h.dispatch('linkedRoles.getConnection', { applicationId }))
    expect(emu.control.journal({ route: 'oauth2Token' })).toHaveLength(1)

    const week = 7 * 86_400_000
    h.clock.now += week - 30 * 60_000
    value(await h.dispatch('linkedRoles.getConnection', { applicationId }))
    h.clock.now += week - 30 * 60_000
    value(await h.dispatch('linkedRoles.getConnection', { applicationId }))
    const refreshes = emu.control.journal({ route: 'oauth2Token' }).slice(1)
    expect(refreshes.map((r) => (r.body as Record<string, string>).grant_type)).toEqual([
      'refresh_token',
      'refresh_token',
    ])
    const [first, second] = refreshes.map((r) => (r.body as Record<string, string>).refresh_token)
    expect(first).not.toBe(second)
    // The first refresh token was used up by the first refresh.
    const reuse = await h.client.oauth2
      .requestToken(
        { clientId: applicationId, clientSecret: emu.demo.application.clientSecret },
        { grant_type: 'refresh_token', refresh_token: first as string },
      )
      .catch((e: unknown) => e)
    expect((reuse as RpcError).data).toMatchObject({ kind: 'discord', status: 400 })
  })

  it('asks to connect again when Discord answers invalid_grant', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    await connect()
    // Revoked elsewhere (the user removed the app in Discord's settings).
    await revokeAuthorization(emu, applicationId)
    h.clock.now += 7 * 86_400_000
    const error = failure(await h.dispatch('linkedRoles.getConnection', { applicationId }))
    expect(error.message).toMatch(/invalid_grant.*Connect the user again/)
    const apps = value<{ applications: ApplicationView[] }>(await h.dispatch('applications.list', {}))
    expect(apps.applications[0]?.connection.state).toBe('reconnect')
  })

  it('revokes on disconnect: the tokens stop working on Discord and are forgotten', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    await connect()
    expect(value(await h.dispatch('oauth.disconnect', { applicationId }))).toEqual({ revoked: true })
    const revoke = emu.control.journal({ route: 'oauth2Revoke' })[0]
    expect(revoke?.headers.authorization).toMatch(/^Basic /)
    expect(revoke?.body).toMatchObject({ token_type_hint: 'refresh_token' })
    const snapshot = await emu.control.snapshot()
    expect(snapshot.tokens.filter((t) => t.clientId === applicationId).every((t) => t.revoked)).toBe(true)
    expect(h.changes.at(-1)?.state).toBe('none')
    expect(failure(await h.dispatch('linkedRoles.getConnection', { applicationId })).message).toMatch(
      /No user is connected/,
    )
  })
})

describe('client credentials', () => {
  it('asks with Basic auth, form-encoded, on the unversioned root; shows scope and expiry only', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    const result = value<{ scope: string; expiresIn: number; tokenType: string }>(
      await h.dispatch('oauth.clientCredentials', { applicationId, scope: 'identify connections' }),
    )
    expect(result).toMatchObject({ scope: 'identify connections', expiresIn: 604800, tokenType: 'Bearer' })
    expect(Object.keys(result)).not.toContain('accessToken')
    const request = emu.control.journal({ route: 'oauth2Token' })[0]
    expect(request?.path).toBe('/api/oauth2/token')
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${applicationId}:${emu.demo.application.clientSecret}`).toString('base64')}`,
    )
    expect(request?.body).toEqual({ grant_type: 'client_credentials', scope: 'identify connections' })
    const badScope = failure(
      await h.dispatch('oauth.clientCredentials', { applicationId, scope: 'role_connections.write' }),
    )
    expect(badScope.message).toMatch(/scope is unknown or not allowed/)
  })
})

describe('the user’s role connection', () => {
  it('reads and replaces the values with the user’s Bearer token', async () => {
    await addDemo()
    const applicationId = emu.demo.application.id
    await h.dispatch('linkedRoles.putMetadata', { applicationId, records: RECORDS })
    await connect()
    expect(value(await h.dispatch('linkedRoles.getConnection', { applicationId }))).toEqual({
      connection: { platform_name: null, platform_username: null, metadata: {} },
    })
    const connection = {
      platform_name: 'Bakery',
      platform_username: 'baker42',
      metadata: { cookies_eaten: '12', baker_since: '2024-01-01T00:00:00.000Z', is_verified: '1' },
    }
    const put = value<{ connection: RoleConnectionView }>(
      await h.dispatch('linkedRoles.putConnection', { applicationId, connection }),
    )
    expect(put.connection).toEqual(connection)
    // A PUT replaces every value.
    await h.dispatch('linkedRoles.putConnection', {
      applicationId,
      connection: { metadata: { is_verified: '0' } },
    })
    const got = value<{ connection: RoleConnectionView }>(
      await h.dispatch('linkedRoles.getConnection', { applicationId }),
    )
    expect(got.connection.metadata).toEqual({ is_verified: '0' })
    expect(emu.control.journal({ route: 'putUserRoleConnection' })[0]?.headers.authorization).toMatch(
      /^Bearer /,
    )
  })

  it('refuses values over 100 characters before sending', async () => {
    await addDemo()
    const error = failure(
      await h.dispatch('linkedRoles.putConnection', {
        applicationId: emu.demo.application.id,
        connection: { platform_name: 'p'.repeat(51), metadata: { cookies_eaten: '1'.repeat(101) } },
      }),
    )
    const paths = 'issues' in error ? error.issues.map((i) => i.path) : []
    expect(paths).toEqual(['connection.platform_name', 'connection.metadata.cookies_eaten'])
  })

  it('needs role_connections.write granted to this application (the scope check)', async () => {
    const applicationId = emu.demo.application.id
    const identifyOnly = emu.control.createUserToken({
      applicationId,
      userId: emu.demo.user.id,
      scopes: ['identify'],
    })
    const error = await h.client.oauth2
      .getUserRoleConnection(identifyOnly.access_token, applicationId)
      .catch((e: unknown) => e)
    expect((error as RpcError).data).toMatchObject({ kind: 'discord', status: 403 })
    const otherApp = emu.control.createUserToken({
      applicationId: emu.demo.outsider.id,
      userId: emu.demo.user.id,
      scopes: ['role_connections.write'],
    })
    const crossed = await h.client.oauth2
      .getUserRoleConnection(otherApp.access_token, applicationId)
      .catch((e: unknown) => e)
    expect((crossed as RpcError).data).toMatchObject({ kind: 'discord', status: 403 })
  })
})
