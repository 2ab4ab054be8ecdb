import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventHub, bindContract } from '@shared/rpc/bind'
import type { Dispatch } from '@shared/rpc/bind'
import type { Envelope } from '@shared/rpc/envelope'
import { composeServices } from '@services/compose'
import type { Services } from '@services/compose'
import { createLogger, setLogSink } from '@services/log'
import { startEmulator } from '../../emulator'
import type { Emulator } from '../../emulator'
import { dataFiles, secretForms } from '../../support/secretScan'

// The library, vault and history as the shells compose them, against the emulator's demo world.
let emu: Emulator
let services: Services
let dispatch: Dispatch
let dataDir: string
const quiet = { error: () => {} }
/** Every answer and every event the page could have seen during the run, as JSON, with its name. */
const seen: { name: string; json: string }[] = []

/** Calls a method and returns its value, failing the test with the error message otherwise. */
async function call<T = Record<string, unknown>>(name: string, input: unknown = {}): Promise<T> {
  const envelope: Envelope = await dispatch(name, input)
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
  return envelope.value as T
}

async function refusal(
  name: string,
  input: unknown,
): Promise<{ kind: string; message: string; code?: number | null }> {
  const envelope = await dispatch(name, input)
  if (envelope.ok) throw new Error(`${name} succeeded`)
  return envelope.error as { kind: string; message: string; code?: number | null }
}

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-library-int-'))
  const events = new EventHub(quiet)
  events.subscribe((name, payload) => seen.push({ name, json: JSON.stringify(payload) }))
  services = await composeServices({
    shell: 'browser',
    version: '0.0.0-test',
    openExternal: async () => {},
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    events,
    log: createLogger('test/library'),
    passphrase: PASSPHRASE,
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  const bound = bindContract(services.handlers, quiet)
  dispatch = async (name, input) => {
    const envelope = await bound(name, input)
    seen.push({ name, json: JSON.stringify(envelope) })
    return envelope
  }
})

const PASSPHRASE = 'integration passphrase'

/** Every secret of the demo world, and the passphrase. */
const secrets = () => [
  ...Object.values(emu.demo.webhooks).map((webhook) => webhook.token),
  emu.demo.application.botToken,
  emu.demo.application.clientSecret,
  PASSPHRASE,
]

const forms = secretForms

/** Every file under the data folder, recursively, by relative path. */
const snapshot = () => dataFiles(dataDir)

afterAll(async () => {
  await services?.dispose()
  await emu?.close()
})

type WebhookView = { id: string; health: { state: string }; maskedUrl: string }
type Entry = { id: string; messageId: string; threadId: string | null; revisionCount: number; source: string }

describe('library against the emulator', () => {
  it('adds two webhooks of one server in two channels, grouped', async () => {
    const { announcements, general } = emu.demo.webhooks
    const a = await call<{ webhook: WebhookView }>('webhooks.add', { url: announcements.url })
    await call('webhooks.add', { url: general.url })
    expect(a.webhook.maskedUrl).toBe(`…/webhooks/${announcements.id}/••••${announcements.token.slice(-4)}`)
    await call('webhooks.renameServer', { serverId: emu.demo.guild.id, name: 'Sandbox' })
    const list = await call<{ servers: { name: string; channels: { id: string }[] }[] }>('webhooks.list')
    expect(list.servers).toHaveLength(1)
    expect(list.servers[0]!.name).toBe('Sandbox')
    expect(list.servers[0]!.channels.map((channel) => channel.id).sort()).toEqual(
      [emu.demo.channels.announcements, emu.demo.channels.general].sort(),
    )
  })

  it('a send lands in history; prepareEdit + message.edit keep a revision', async () => {
    const webhookId = emu.demo.webhooks.announcements.id
    const sent = await call<{ message: { id: string } }>('message.send', {
      target: { kind: 'saved', webhookId },
      message: { content: 'Launch on Friday' },
    })
    const listed = await call<{ entries: Entry[] }>('history.list', { webhookId, query: 'friday' })
    expect(listed.entries.map((entry) => entry.messageId)).toEqual([sent.message.id])
    const entryId = listed.entries[0]!.id
    const edit = await call<{ payload: Record<string, unknown>; target: unknown; messageId: string }>(
      'history.prepareEdit',
      { entryId },
    )
    await call('message.edit', {
      target: edit.target,
      messageId: edit.messageId,
      message: { ...edit.payload, content: 'Launch on Saturday' },
    })
    const detail = await call<{ entry: Entry & { current: { payload: unknown } } }>('history.get', {
      entryId,
    })
    expect(detail.entry.revisionCount).toBe(1)
    expect(detail.entry.current.payload).toMatchObject({ content: 'Launch on Saturday' })
  })

  it('loadByLink retries with the link’s channel as thread_id when Discord answers 10008', async () => {
    const forum = emu.demo.webhooks.forum
    await call('webhooks.add', { url: forum.url })
    const thread = emu.demo.forumThread
    const sent = await call<{ message: { id: string } }>('message.send', {
      target: { kind: 'saved', webhookId: forum.id },
      message: { content: 'In the welcome thread' },
      threadId: thread,
    })
    await call('history.remove', { entryId: `${forum.id}-${sent.message.id}` })
    // Real Discord does not find a thread message without thread_id; the emulator is told to answer so once.
    emu.control.injectFault({
      kind: 'status',
      method: 'GET',
      path: '/webhooks/:id/:token/messages/:message',
      status: 404,
      body: { message: 'Unknown Message', code: 10008 },
    })
    const link = `https://discord.com/channels/${emu.demo.guild.id}/${thread}/${sent.message.id}`
    const loaded = await call<{ entry: Entry }>('history.loadByLink', { webhookId: forum.id, link })
    expect(loaded.entry).toMatchObject({ source: 'loaded', threadId: thread, messageId: sent.message.id })
    const gets = emu.control
      .journal()
      .filter((entry) => entry.method === 'GET' && entry.path.includes('/messages/'))
    expect(gets.at(-1)!.query).toMatchObject({ thread_id: thread })
    const webhook = await call<{ webhook: WebhookView }>('webhooks.get', { webhookId: forum.id })
    expect(webhook.webhook.health.state).toBe('ok')
  })

  // Issue 22 item 9: starting from a bot token, its servers and their channels, before any webhook is saved.
  it('bot tokens: the servers a token is in and their channels, from /users/@me/guilds', async () => {
    const { botToken } = emu.demo.application
    const { botToken: saved } = await call<{ botToken: { id: string } }>('botTokens.add', {
      label: 'Fresh bot',
      token: botToken,
    })
    const { servers } = await call<{
      servers: { id: string; name: string; channels: { id: string; name: string }[] }[]
    }>('botTokens.servers', { botTokenId: saved.id })
    expect(servers.map((s) => s.name)).toEqual(['Herald Sandbox'])
    expect(servers[0]?.channels.map((c) => c.name)).toEqual([
      'announcements',
      'general',
      'news',
      'forum',
      'restricted',
    ])
    expect(servers[0]?.channels.find((c) => c.name === 'general')?.id).toBe(emu.demo.channels.general)
    expect(
      emu.control.journal().some((e) => e.method === 'GET' && e.path.endsWith('/users/@me/guilds')),
    ).toBe(true)
  })

  it('bot tokens: Manage Webhooks is explained, create and list work', async () => {
    const { botToken } = emu.demo.application
    const { botToken: saved } = await call<{ botToken: { id: string } }>('botTokens.add', {
      label: 'Demo bot',
      token: botToken,
    })
    const denied = await refusal('botTokens.listChannelWebhooks', {
      botTokenId: saved.id,
      channelId: emu.demo.channels.restricted,
    })
    expect(denied.message).toMatch(/lacks Manage Webhooks/)
    const created = await call<{ webhook: { id: string; canSave: boolean }; saved: WebhookView | null }>(
      'botTokens.createWebhook',
      { botTokenId: saved.id, channelId: emu.demo.channels.general, name: 'Made by Herald' },
    )
    expect(created.webhook.canSave).toBe(true)
    expect(created.saved?.health.state).toBe('ok')
    const listed = await call<{ webhooks: { id: string; saved: boolean }[] }>(
      'botTokens.listChannelWebhooks',
      {
        botTokenId: saved.id,
        channelId: emu.demo.channels.general,
      },
    )
    expect(listed.webhooks.find((webhook) => webhook.id === created.webhook.id)?.saved).toBe(true)
  })

  it('revoke deletes on Discord, marks the webhook, and sends to it are refused', async () => {
    const webhookId = emu.demo.webhooks.general.id
    const revoked = await call<{ webhook: WebhookView }>('webhooks.revoke', { webhookId })
    expect(revoked.webhook.health.state).toBe('revoked')
    const refused = await refusal('message.send', {
      target: { kind: 'saved', webhookId },
      message: { content: 'x' },
    })
    expect(refused.kind).toBe('conflict')
  })

  it('a send, fetch and delete through a saved webhook answer without its token', async () => {
    const webhookId = emu.demo.webhooks.announcements.id
    const sent = await call<{ message: { id: string } }>('message.send', {
      target: { kind: 'saved', webhookId },
      message: { content: 'Fetch me' },
      operationId: 'op-secrets',
    })
    const fetched = await call<{ message: { content: string } }>('message.fetch', {
      target: { kind: 'saved', webhookId },
      messageId: sent.message.id,
    })
    expect(fetched.message.content).toBe('Fetch me')
    await call('message.delete', { target: { kind: 'saved', webhookId }, messageId: sent.message.id })
    await call('app.info')
    const kept = await call<{ settings: { lastWebhookId: string | null } }>('settings.update', {
      settings: { lastWebhookId: webhookId },
    })
    expect(kept.settings.lastWebhookId).toBe(webhookId)
    expect(seen.some(({ name }) => name === 'send.onDidProgress')).toBe(true)
  })

  it('a wrong passphrase is refused and leaves every file under the data folder byte-identical', async () => {
    await call('vault.lock')
    const before = snapshot()
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['vault.json', 'webhooks.json', 'botTokens.json', 'settings.json']),
    )
    expect([...before.keys()].some((file) => file.startsWith('history'))).toBe(true)

    const wrong = await refusal('vault.unlock', { passphrase: 'not the passphrase' })
    expect(wrong.kind).toBe('invalidInput')
    expect(wrong.message).toMatch(/not correct/)
    const change = await refusal('vault.changePassphrase', {
      passphrase: 'not the passphrase',
      newPassphrase: 'a brand new passphrase',
    })
    expect(change.kind).toBe('invalidInput')
    expect((await refusal('webhooks.copyUrl', { webhookId: emu.demo.webhooks.announcements.id })).kind).toBe(
      'vaultLocked',
    )

    const after = snapshot()
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    for (const [file, bytes] of before) expect(after.get(file)?.equals(bytes), file).toBe(true)
    await call('vault.unlock', { passphrase: PASSPHRASE })
  })

  it('leaves no secret under the data folder, in plain text or a common encoding', () => {
    const files = snapshot()
    expect(files.size).toBeGreaterThan(3)
    for (const [file, bytes] of files) {
      for (const secret of secrets()) {
        for (const form of forms(secret))
          expect(bytes.includes(Buffer.from(form)), `${form} in ${file}`).toBe(false)
      }
    }
  })

  it('no answer and no event of the whole run carried a token or a full webhook URL', () => {
    expect(seen.length).toBeGreaterThan(20)
    const areas = new Set(seen.map(({ name }) => name.split('.')[0]))
    for (const area of ['vault', 'webhooks', 'botTokens', 'history', 'message', 'send', 'app']) {
      expect(areas.has(area), area).toBe(true)
    }
    for (const { name, json } of seen) {
      for (const secret of secrets()) expect(json.includes(secret), `${name} carried a secret`).toBe(false)
      expect(json, name).not.toMatch(/\/webhooks\/\d+\/[\w-]{20,}/)
    }
  })
})
