import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLibrary } from '@services/library/createLibrary'
import type { LibraryDiscord } from '@services/library/ports'
import { setLogSink } from '@services/log'
import { freePort } from '../applications/harness'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// herald metadata|connection|oauth as a user runs them: the built bundle as a child process against
// the emulator over loopback. Secrets travel in the environment only.

const cli = cliHarness('herald-cli-roles-')
const { dir, entry } = cli
const PASSPHRASE = 'correct horse battery staple'
beforeAll(() => setLogSink(() => undefined))

/** Starts `herald args`; `onStderr` sees standard error as it arrives (the login URL). */
function herald(
  args: string[],
  env: Record<string, string> = {},
  options: { stdin?: string; onStderr?: (text: string) => void } = {},
): Promise<Run> {
  return runNode([entry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dir,
      ...env,
    },
    ...options,
  })
}

function file(name: string, value: unknown): string {
  const where = path.join(dir, name)
  writeFileSync(where, JSON.stringify(value))
  return where
}

const RECORDS = [
  { type: 2, key: 'level', name: 'Level', description: 'At least this level' },
  { type: 7, key: 'verified', name: 'Verified', description: 'A verified player' },
]

function expectNoSecrets(run: Run, ...secrets: string[]) {
  for (const secret of secrets) {
    expect(run.stdout).not.toContain(secret)
    expect(run.stderr).not.toContain(secret)
  }
}

describe('herald metadata', () => {
  it('publishes records with HERALD_BOT_TOKEN and prints them back as JSON', async () => {
    const { id, botToken } = cli.emu.demo.application
    const put = await herald(['metadata', 'put', file('records.json', RECORDS), '--app', id], {
      HERALD_BOT_TOKEN: botToken,
    })
    expect(put.code).toBe(0)
    expect(JSON.parse(put.stdout)).toEqual(RECORDS)
    const get = await herald(['metadata', 'get', '--app', id], { HERALD_BOT_TOKEN: botToken })
    expect(get.code).toBe(0)
    expect(JSON.parse(get.stdout)).toEqual(RECORDS)
    expect(cli.emu.control.journal({ route: 'getRoleConnectionMetadata' })[0]?.headers.authorization).toBe(
      `Bot ${botToken}`,
    )
    expectNoSecrets(get, botToken)
  })

  it('reads the bot token from the vault with --bot <label>', async () => {
    const lib = createLibrary({
      config: { apiBase: cli.emu.apiBase, authBase: cli.emu.authBase, dataDir: dir },
      discord: {} as LibraryDiscord,
      scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    })
    await lib.vault.unlockOrCreate(PASSPHRASE)
    if (!lib.botTokens.list().some((t) => t.label === 'sandbox bot')) {
      lib.botTokens.add('sandbox bot', cli.emu.demo.application.botToken)
    }
    lib.dispose()
    const run = await herald(
      ['metadata', 'get', '--app', cli.emu.demo.application.id, '--bot', 'sandbox bot'],
      {
        HERALD_PASSPHRASE: PASSPHRASE,
      },
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual([])
    const missing = await herald(['metadata', 'get', '--app', cli.emu.demo.application.id, '--bot', 'nope'], {
      HERALD_PASSPHRASE: PASSPHRASE,
    })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('No saved bot token is labelled "nope"')
  })

  it('exits 2 with every problem listed and nothing sent', async () => {
    const bad = [
      { type: 9, key: 'Bad Key', name: '', description: 'ok' },
      { type: 1, key: 'x'.repeat(51), name: 'n', description: 'd'.repeat(201) },
    ]
    const run = await herald(
      ['metadata', 'put', file('bad.json', bad), '--app', cli.emu.demo.application.id],
      {
        HERALD_BOT_TOKEN: cli.emu.demo.application.botToken,
      },
    )
    expect(run.code).toBe(2)
    for (const where of ['[0].type', '[0].key', '[0].name', '[1].key', '[1].description']) {
      expect(run.stderr).toContain(where)
    }
    expect(cli.emu.control.journal({ route: 'putRoleConnectionMetadata' })).toHaveLength(0)
    const noToken = await herald(['metadata', 'get', '--app', cli.emu.demo.application.id])
    expect(noToken.code).toBe(2)
    expect(noToken.stderr).toContain('HERALD_BOT_TOKEN')
  })

  it('exits 3 when Discord refuses the bot token, 4 when Discord is unreachable', async () => {
    const refused = await herald(['metadata', 'get', '--app', cli.emu.demo.application.id], {
      HERALD_BOT_TOKEN: cli.emu.demo.outsider.botToken,
    })
    expect(refused.code).toBe(3)
    expect(refused.stderr).toContain('HTTP 403')
    const offline = await herald(['metadata', 'get', '--app', cli.emu.demo.application.id], {
      HERALD_BOT_TOKEN: cli.emu.demo.application.botToken,
      HERALD_API_BASE: `http://127.0.0.1:${await freePort()}/api/v10`,
    })
    expect(offline.code).toBe(4)
  })
})

describe('herald connection', () => {
  it('writes and reads the user’s connection with HERALD_ACCESS_TOKEN', async () => {
    const { id, botToken } = cli.emu.demo.application
    await herald(['metadata', 'put', file('records.json', RECORDS), '--app', id], {
      HERALD_BOT_TOKEN: botToken,
    })
    const token = cli.emu.control.createUserToken({
      applicationId: id,
      userId: cli.emu.demo.user.id,
      scopes: ['role_connections.write', 'identify'],
    }).access_token
    const body = {
      platform_name: 'Game',
      platform_username: 'player1',
      metadata: { level: '12', verified: '1' },
    }
    const put = await herald(
      ['connection', 'put', '-', '--app', id],
      { HERALD_ACCESS_TOKEN: token },
      {
        stdin: JSON.stringify(body),
      },
    )
    expect(put.code).toBe(0)
    expect(JSON.parse(put.stdout)).toEqual(body)
    const get = await herald(['connection', 'get', '--app', id], { HERALD_ACCESS_TOKEN: token })
    expect(JSON.parse(get.stdout)).toEqual(body)
    expectNoSecrets(get, token)
  })

  it('exits 3 without the role_connections.write scope, 2 for a value over 100 characters', async () => {
    const { id } = cli.emu.demo.application
    const identifyOnly = cli.emu.control.createUserToken({
      applicationId: id,
      userId: cli.emu.demo.user.id,
      scopes: ['identify'],
    })
    const run = await herald(['connection', 'get', '--app', id], {
      HERALD_ACCESS_TOKEN: identifyOnly.access_token,
    })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('HTTP 403')
    const long = await herald(
      ['connection', 'put', file('long.json', { metadata: { level: '1'.repeat(101) } }), '--app', id],
      { HERALD_ACCESS_TOKEN: identifyOnly.access_token },
    )
    expect(long.code).toBe(2)
    expect(long.stderr).toContain('metadata.level')
  })
})

// Issue 22 items 6 and 7: values checked against the records by type, every problem at once.
describe('herald connection put and metadata put list every problem, and send nothing', () => {
  const BAD = { metadata: { level: 'lots', verified: 'true', nickname: 'x' } }

  it('checks values against a --records file: integers, booleans as 1/0, unknown keys', async () => {
    const { id } = cli.emu.demo.application
    const run = await herald(
      ['connection', 'put', file('bad-values.json', BAD), '--app', id, '--records', file('r.json', RECORDS)],
      { HERALD_ACCESS_TOKEN: 'never-used-token' },
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('metadata.level: "lots" is not a whole number')
    expect(run.stderr).toContain('metadata.verified: Discord counts "true" as false')
    expect(run.stderr).toContain('metadata.nickname: The application has no record "nickname"')
    expect(cli.emu.control.journal({ route: 'putUserRoleConnection' })).toHaveLength(0)
  })

  it('fetches the published records with HERALD_BOT_TOKEN when no --records file is given', async () => {
    const { id, botToken } = cli.emu.demo.application
    await herald(['metadata', 'put', file('records.json', RECORDS), '--app', id], {
      HERALD_BOT_TOKEN: botToken,
    })
    const run = await herald(['connection', 'put', file('bad-values.json', BAD), '--app', id], {
      HERALD_ACCESS_TOKEN: 'never-used-token',
      HERALD_BOT_TOKEN: botToken,
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('metadata.level')
    expect(run.stderr).toContain('metadata.verified')
    expect(cli.emu.control.journal({ route: 'putUserRoleConnection' })).toHaveLength(0)
  })

  it('metadata put: six records, a duplicate key, a bad key and a long name, all reported together', async () => {
    const record = (key: string) => ({ type: 1, key, name: 'n', description: 'd' })
    const records = [
      record('a'),
      record('a'),
      { ...record('Bad Key'), name: 'n'.repeat(101) },
      record('d'),
      record('e'),
      record('f'),
    ]
    const run = await herald(
      ['metadata', 'put', file('six.json', records), '--app', cli.emu.demo.application.id],
      {
        HERALD_BOT_TOKEN: cli.emu.demo.application.botToken,
      },
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('at most 5')
    expect(run.stderr).toContain('[1].key')
    expect(run.stderr).toContain('[2].key')
    expect(run.stderr).toContain('[2].name')
    expect(cli.emu.control.journal({ route: 'putRoleConnectionMetadata' })).toHaveLength(0)
  })
})

describe('herald oauth', () => {
  it('token: client credentials with Basic auth, form-encoded, the secret from HERALD_CLIENT_SECRET', async () => {
    const { id, clientSecret } = cli.emu.demo.application
    const run = await herald(['oauth', 'token', '--client-id', id, '--scope', 'identify connections'], {
      HERALD_CLIENT_SECRET: clientSecret,
    })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ token_type: 'Bearer', scope: 'identify connections' })
    const request = cli.emu.control.journal({ route: 'oauth2Token' })[0]
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${id}:${clientSecret}`).toString('base64')}`,
    )
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expectNoSecrets(run, clientSecret)
    const wrong = await herald(['oauth', 'token', '--client-id', id], { HERALD_CLIENT_SECRET: 'wrong' })
    expect(wrong.code).toBe(3)
    expect(wrong.stderr).toContain('client id or client secret is wrong')
  })

  it('login: prints the authorize URL on stderr, waits for the loopback callback, prints the tokens', async () => {
    const { id, clientSecret } = cli.emu.demo.application
    const port = await freePort()
    cli.emu.control.addRedirectUri({ applicationId: id, uri: `http://127.0.0.1:${port}/oauth2/callback` })
    let approved = false
    const run = await herald(
      ['oauth', 'login', '--client-id', id, '--port', String(port), '--no-open'],
      { HERALD_CLIENT_SECRET: clientSecret },
      {
        onStderr: (text) => {
          const url = /http:\/\/\S+\/oauth2\/authorize\S+/.exec(text)?.[0]
          if (!url || approved) return
          approved = true
          // The browser's part: a forged callback is refused, then the real approval goes through.
          void fetch(`http://127.0.0.1:${port}/oauth2/callback?code=x&state=forged`).then(() => fetch(url))
        },
      },
    )
    expect(run.code).toBe(0)
    expect(run.stderr).toContain(`http://127.0.0.1:${port}/oauth2/callback`)
    const tokens = JSON.parse(run.stdout) as { access_token: string; refresh_token: string; scope: string }
    expect(tokens.scope).toBe('role_connections.write identify')
    expect(tokens.refresh_token).toBeTruthy()
  })

  it('never takes a secret from the command line', async () => {
    const run = await herald([
      'oauth',
      'token',
      '--client-id',
      cli.emu.demo.application.id,
      '--client-secret',
      'x',
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^herald: Unknown option "--client-secret"\. /)
  })
})
