import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendRecord } from '@shared/drafts/sendRecord'
import type { Dispatch, Envelope } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Services } from '@services/compose'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'

// Issue 19, defects 7 and 11: the services own the record of what a draft posted. A message of a draft is
// recorded before its POST leaves; a second copy of one under way, of unknown outcome or sent unchanged is
// refused until the user confirms it, whichever page (or process) asks.

const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const DRAFT = 'ledgerdraft1'
let emulator: Emulator
let dataDir: string
const opened: Services[] = []
const changes: { draftId: string; records: SendRecord[] }[] = []

async function open(dir: string): Promise<Dispatch> {
  const events = new EventHub(log)
  events.subscribe((name, payload) => {
    if (name === 'sends.onDidChange') changes.push(payload as (typeof changes)[number])
  })
  const services = await composeServices({
    config: configFromEnv({
      HERALD_API_BASE: emulator.apiBase,
      HERALD_AUTH_BASE: emulator.authBase,
      HERALD_DATA_DIR: dir,
    }),
    events,
    log,
    shell: 'browser',
    version: '9.9.9',
    openExternal: async () => undefined,
    passphrase: 'correct horse battery staple',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  opened.push(services)
  return bindContract(services.handlers, log)
}

beforeEach(async () => {
  emulator = await startEmulator({ seed: 'demo' })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-ledger-'))
  changes.length = 0
})

afterEach(async () => {
  for (const services of opened.splice(0)) await services.dispose()
  await emulator.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function send(dispatch: Dispatch, content: string, again = false): Promise<Envelope> {
  const hook = emulator.demo.webhooks.general
  return dispatch('message.send', {
    target: { kind: 'url', url: hook.url },
    message: { content },
    record: { draftId: DRAFT, messageId: 'm1', again },
  })
}

async function records(dispatch: Dispatch): Promise<SendRecord[]> {
  const answer = await dispatch('sends.list', { draftId: DRAFT })
  if (!answer.ok) throw new Error(answer.error.message)
  return (answer.value as { records: SendRecord[] }).records
}

const posts = () => emulator.control.journal({ route: 'executeWebhook' })

/** The next webhook execution answers slowly, or with this status. */
const slowPosts = () =>
  emulator.control.injectFault({ kind: 'delay', method: 'POST', path: '/webhooks/:id/:token', delayMs: 1500 })
const postsAnswer = (status: number) =>
  emulator.control.injectFault({ kind: 'status', method: 'POST', path: '/webhooks/:id/:token', status })

describe('the send ledger', () => {
  it('records a send as sent and refuses an unchanged second copy until confirmed', async () => {
    const dispatch = await open(dataDir)
    expect((await send(dispatch, 'Launch day')).ok).toBe(true)
    const [sent] = await records(dispatch)
    expect(sent).toMatchObject({
      messageId: 'm1',
      state: 'sent',
      webhookId: emulator.demo.webhooks.general.id,
    })

    const again = await send(dispatch, 'Launch day')
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', mayDuplicate: true } })
    expect(!again.ok && again.error.message).toContain('already posted to this webhook')
    expect(posts()).toHaveLength(1)

    // A changed message is a new one; a confirmed copy goes too.
    expect((await send(dispatch, 'Launch day, take two')).ok).toBe(true)
    expect((await send(dispatch, 'Launch day, take two', true)).ok).toBe(true)
    expect(posts()).toHaveLength(3)
  })

  it('knows a send in flight from its first write, and tells listeners when it answers', async () => {
    const dispatch = await open(dataDir)
    slowPosts()
    const first = send(dispatch, 'Slow one')
    await vi.waitFor(async () => expect((await records(dispatch))[0]?.state).toBe('sending'))

    const second = await send(dispatch, 'Slow one')
    expect(second).toMatchObject({ ok: false, error: { kind: 'conflict' } })
    expect(!second.ok && second.error.message).toContain('being sent to this webhook now')
    expect((await first).ok).toBe(true)
    expect(posts()).toHaveLength(1)
    expect(changes.map((change) => change.records[0]?.state)).toEqual(['sending', 'sent'])
  })

  it('after a 500 the outcome is unknown and a retry asks first', async () => {
    const dispatch = await open(dataDir)
    postsAnswer(500)
    expect(await send(dispatch, 'Maybe posted')).toMatchObject({
      ok: false,
      error: { kind: 'unknownOutcome' },
    })
    expect((await records(dispatch))[0]).toMatchObject({ state: 'unknown' })

    const retry = await send(dispatch, 'Maybe posted')
    expect(retry).toMatchObject({ ok: false, error: { kind: 'conflict' } })
    expect(!retry.ok && retry.error.message).toContain('Discord may already have this message')
    expect(posts()).toHaveLength(1)
    expect((await send(dispatch, 'Maybe posted', true)).ok).toBe(true)
  })

  it('a 4xx failure is certain: the retry goes without asking', async () => {
    const dispatch = await open(dataDir)
    postsAnswer(400)
    expect((await send(dispatch, 'Try again')).ok).toBe(false)
    expect((await records(dispatch))[0]).toMatchObject({ state: 'failed' })
    expect((await send(dispatch, 'Try again')).ok).toBe(true)
  })

  it('a send whose process died mid-flight is of unknown outcome after a restart', async () => {
    const dispatch = await open(dataDir)
    slowPosts()
    const first = send(dispatch, 'Cut short')
    await vi.waitFor(async () => expect((await records(dispatch))[0]?.state).toBe('sending'))
    // The data folder as a crash would leave it: the claim is on disk, the answer never came.
    const crashed = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-ledger-crash-'))
    fs.cpSync(dataDir, crashed, { recursive: true })
    await first
    try {
      const restarted = await open(crashed)
      const [record] = await records(restarted)
      expect(record).toMatchObject({ state: 'unknown', operationId: null })
      expect(record?.reason).toContain('Herald stopped while this message was being sent')
      expect(await send(restarted, 'Cut short')).toMatchObject({ ok: false, error: { kind: 'conflict' } })
    } finally {
      fs.rmSync(crashed, { recursive: true, force: true })
    }
  })

  it('sends without a draft (the CLI) are not recorded and never refused', async () => {
    const dispatch = await open(dataDir)
    const hook = emulator.demo.webhooks.general
    for (let i = 0; i < 2; i++) {
      const answer = await dispatch('message.send', {
        target: { kind: 'url', url: hook.url },
        message: { content: 'x' },
      })
      expect(answer.ok).toBe(true)
    }
    expect(await records(dispatch)).toEqual([])
  })
})

// Issue 19, defect 4: a pasted URL is its own target. A wrong token on a saved webhook's id fails alone.
describe('a pasted URL naming a saved webhook', () => {
  it('a 401 with another token leaves the saved webhook usable', async () => {
    const dispatch = await open(dataDir)
    const hook = emulator.demo.webhooks.general
    expect((await dispatch('webhooks.add', { url: hook.url })).ok).toBe(true)
    const wrong = hook.url.replace(/.{4}$/, 'AAAA')

    const answer = await dispatch('message.send', {
      target: { kind: 'url', url: wrong },
      message: { content: 'x' },
    })
    expect(answer).toMatchObject({ ok: false, error: { kind: 'discord', status: 401 } })
    const got = await dispatch('webhooks.get', { webhookId: hook.id })
    expect(got).toMatchObject({ ok: true, value: { webhook: { health: { state: 'ok' } } } })
    expect(
      (
        await dispatch('message.send', {
          target: { kind: 'saved', webhookId: hook.id },
          message: { content: 'y' },
        })
      ).ok,
    ).toBe(true)
  })

  it('a 401 with the saved token still marks the saved webhook', async () => {
    const dispatch = await open(dataDir)
    const hook = emulator.demo.webhooks.general
    expect((await dispatch('webhooks.add', { url: hook.url })).ok).toBe(true)
    postsAnswer(401)
    await dispatch('message.send', { target: { kind: 'url', url: hook.url }, message: { content: 'x' } })
    const got = await dispatch('webhooks.get', { webhookId: hook.id })
    expect(got).toMatchObject({
      ok: true,
      value: { webhook: { health: { state: 'invalid', reason: 'tokenInvalid' } } },
    })
  })
})
