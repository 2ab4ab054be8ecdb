import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Dispatch, Envelope } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Services } from '@services/compose'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'

// The composition both shells share, against the emulator over loopback: what the page's calls do.
let emulator: Emulator
let services: Services
let dispatch: Dispatch
let dataDir: string
const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }

beforeEach(async () => {
  emulator = await startEmulator({ seed: 'demo' })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-compose-'))
  const events = new EventHub(log)
  services = await composeServices({
    config: configFromEnv({
      HERALD_API_BASE: emulator.apiBase,
      HERALD_AUTH_BASE: emulator.authBase,
      HERALD_DATA_DIR: dataDir,
    }),
    events,
    log,
    shell: 'browser',
    version: '9.9.9',
    openExternal: async () => undefined,
    passphrase: 'correct horse battery staple',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  dispatch = bindContract(services.handlers, log)
})

afterEach(async () => {
  await services.dispose()
  await emulator.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function value<T>(envelope: Envelope): T {
  if (!envelope.ok) throw new Error(`expected success, got ${JSON.stringify(envelope.error)}`)
  return envelope.value as T
}

describe('composeServices', () => {
  it('answers app.info from the configuration and the shell', async () => {
    expect(value(await dispatch('app.info', {}))).toEqual({
      version: '9.9.9',
      shell: 'browser',
      sandbox: false,
      apiBase: emulator.apiBase,
      authBase: emulator.authBase,
    })
  })

  it('answers app.bootstrap with what each first-screen read answers, the open draft included', async () => {
    const older = value<{ draft: { id: string } }>(await dispatch('drafts.create', { name: 'older' })).draft
    const open = value<{ draft: { id: string } }>(await dispatch('drafts.create', { name: 'open' })).draft
    value(await dispatch('drafts.open', { id: open.id }))

    const first = value<Record<string, unknown>>(await dispatch('app.bootstrap', {}))

    expect(first).toEqual({
      info: value(await dispatch('app.info', {})),
      settings: value(await dispatch('settings.get', {})),
      drafts: value(await dispatch('drafts.list', {})),
      open: {
        id: open.id,
        opened: value(await dispatch('drafts.open', { id: open.id })),
        sends: value(await dispatch('sends.list', { draftId: open.id })),
      },
      webhooks: value(await dispatch('webhooks.list', {})),
      schedules: value(await dispatch('schedules.list', {})),
      vault: value(await dispatch('vault.status', {})),
      status: value(await dispatch('status.list', {})),
    })
    expect(
      value<{ drafts: { id: string }[] }>(await dispatch('drafts.list', {})).drafts.map((d) => d.id),
    ).toContain(older.id)
  })

  it('answers app.bootstrap on an empty data folder with no open draft', async () => {
    expect(value<{ open: unknown; drafts: unknown }>(await dispatch('app.bootstrap', {}))).toMatchObject({
      open: null,
      drafts: { drafts: [], openId: null },
    })
  })

  it('sends to a pasted URL with wait=true and records the message in history', async () => {
    const hook = emulator.demo.webhooks.general

    const sent = value<{ status: number; message: { id: string } }>(
      await dispatch('message.send', { target: { kind: 'url', url: hook.url }, message: { content: 'hi' } }),
    )

    expect(sent.status).toBe(200)
    const [post] = emulator.control.journal({ route: 'executeWebhook' })
    expect(post).toMatchObject({ query: { wait: 'true' }, body: { content: 'hi' } })
    const history = value<{ entries: { messageId: string }[] }>(await dispatch('history.list', {}))
    expect(history.entries.map((entry) => entry.messageId)).toEqual([sent.message.id])
  })

  it('answers a deleted webhook as a discord 404 error', async () => {
    const hook = emulator.demo.webhooks.general
    await fetch(`${emulator.apiBase}/webhooks/${hook.id}/${hook.token}`, { method: 'DELETE' })

    const answer = await dispatch('message.send', {
      target: { kind: 'url', url: hook.url },
      message: { content: 'x' },
    })

    expect(answer).toMatchObject({ ok: false, error: { kind: 'discord', status: 404 } })
  })

  it('refuses a URL outside Discord and the API root before any request', async () => {
    const answer = await dispatch('message.send', {
      target: { kind: 'url', url: 'https://example.com/api/webhooks/1/abc' },
      message: { content: 'x' },
    })

    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalidInput' } })
    expect(emulator.control.journal()).toEqual([])
  })

  it('unlocks the vault from the passphrase and marks a saved webhook invalid after a 404', async () => {
    const hook = emulator.demo.webhooks.news
    expect(value<{ state: string }>(await dispatch('vault.status', {})).state).toBe('unlocked')
    const added = value<{ webhook: { id: string } }>(await dispatch('webhooks.add', { url: hook.url }))
    await fetch(`${emulator.apiBase}/webhooks/${hook.id}/${hook.token}`, { method: 'DELETE' })

    await dispatch('message.send', {
      target: { kind: 'saved', webhookId: added.webhook.id },
      message: { content: 'x' },
    })

    const saved = value<{ webhook: { health: { state: string } } }>(
      await dispatch('webhooks.get', { webhookId: added.webhook.id }),
    )
    expect(saved.webhook.health.state).toBe('invalid')
  })
})
