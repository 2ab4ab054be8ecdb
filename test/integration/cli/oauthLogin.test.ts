import { describe, expect, it } from 'vitest'
import { DiscordClient } from '@services/discord'
import { RpcError } from '@shared/rpc/errors'
import { freePort } from '../applications/harness'
import { cliHarness, runNode } from './cliProcess'

// docs/security.md and README promise that `herald oauth login` hands out an authorization whose refresh
// token is single-use (rotated on every refresh) and that a used or revoked one is refused with
// invalid_grant. This runs the built CLI for the login, then the refresh a script would make, against the
// emulator over loopback.
const cli = cliHarness('herald-cli-oauth-')

type Tokens = { access_token: string; refresh_token: string; scope: string }

async function login(): Promise<Tokens> {
  const { id, clientSecret } = cli.emu.demo.application
  const port = await freePort()
  cli.emu.control.addRedirectUri({ applicationId: id, uri: `http://127.0.0.1:${port}/oauth2/callback` })
  let approved = false
  const run = await runNode(
    [cli.entry, 'oauth', 'login', '--client-id', id, '--port', String(port), '--no-open'],
    {
      env: { ...cli.env(), HERALD_CLIENT_SECRET: clientSecret },
      onStderr: (text) => {
        const url = /http:\/\/\S+\/oauth2\/authorize\S+/.exec(text)?.[0]
        if (!url || approved) return
        approved = true
        void fetch(url)
      },
    },
  )
  expect(run.code, run.stderr).toBe(0)
  expect(run.stderr).not.toContain(clientSecret)
  return JSON.parse(run.stdout) as Tokens
}

describe('herald oauth login, then refreshing what it printed', () => {
  it('rotates the refresh token on each use; a used one is refused with invalid_grant', async () => {
    const tokens = await login()
    const { id, clientSecret } = cli.emu.demo.application
    const client = new DiscordClient({
      apiBase: cli.emu.apiBase,
      authBase: cli.emu.authBase,
      version: 'test',
    })
    const credentials = { clientId: id, clientSecret }
    // A refresh grant answers with a new refresh token (the union type also covers client credentials).
    const refresh = async (token: string) =>
      (await client.oauth2.requestToken(credentials, {
        grant_type: 'refresh_token',
        refresh_token: token,
      })) as Tokens

    const first = await refresh(tokens.refresh_token)
    expect(first.refresh_token).toBeTruthy()
    expect(first.refresh_token).not.toBe(tokens.refresh_token)
    expect(first.access_token).not.toBe(tokens.access_token)

    const reused = await refresh(tokens.refresh_token).catch((error: unknown) => error)
    expect(reused).toBeInstanceOf(RpcError)
    expect((reused as RpcError).message).toMatch(/refresh token is invalid, expired or already used/)

    // The rotated token still works once, and the access token it gives is accepted by Discord.
    const second = await refresh(first.refresh_token)
    const connection = await runNode([cli.entry, 'connection', 'get', '--app', id], {
      env: { ...cli.env(), HERALD_ACCESS_TOKEN: second.access_token },
    })
    expect(connection.code, connection.stderr).toBe(0)
    // On the wire: the code exchange, a refresh, the refused reuse (400 invalid_grant), a refresh.
    const exchanges = cli.emu.control.journal({ route: 'oauth2Token' })
    expect(exchanges.map((entry) => (entry.body as { grant_type: string }).grant_type)).toEqual([
      'authorization_code',
      'refresh_token',
      'refresh_token',
      'refresh_token',
    ])
    expect(exchanges.map((entry) => entry.status)).toEqual([200, 200, 400, 200])
  })
})
