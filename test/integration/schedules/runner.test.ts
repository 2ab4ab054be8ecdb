import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Dispatch, Envelope } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Schedule } from '@shared/schedules/schedule'
import type { Services } from '@services/compose'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { ManualClock } from '../../manualClock'

// Two app instances (two compositions with their runners) over one data folder and one clock the test
// moves: a due schedule reaches the emulator once, whichever runner gets there first.
const START = Date.parse('2026-11-24T08:59:00Z')
const PASSPHRASE = 'correct horse battery staple'
const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
let emulator: Emulator
let dataDir: string
let clock: ManualClock
let running: Services[]

async function app(
  passphrase: string | null = PASSPHRASE,
): Promise<{ services: Services; dispatch: Dispatch }> {
  const services = await composeServices({
    config: configFromEnv({
      HERALD_API_BASE: emulator.apiBase,
      HERALD_AUTH_BASE: emulator.authBase,
      HERALD_DATA_DIR: dataDir,
    }),
    events: new EventHub(log),
    log,
    shell: 'browser',
    version: '9.9.9',
    openExternal: async () => undefined,
    passphrase: passphrase ?? undefined,
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    scheduleRunner: { clock },
  })
  running.push(services)
  return { services, dispatch: bindContract(services.handlers, log) }
}

function value<T>(envelope: Envelope): T {
  if (!envelope.ok) throw new Error(`expected success, got ${JSON.stringify(envelope.error)}`)
  return envelope.value as T
}

beforeEach(async () => {
  emulator = await startEmulator({ seed: 'demo' })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-schedule-run-'))
  clock = new ManualClock(START)
  running = []
})

afterEach(async () => {
  for (const services of running) await services.dispose()
  await emulator.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A saved draft of two messages to two saved webhooks, scheduled for 09:00 UTC. */
async function scheduled(dispatch: Dispatch, repeat = 'none'): Promise<Schedule> {
  const { general, announcements } = emulator.demo.webhooks
  for (const hook of [general, announcements]) value(await dispatch('webhooks.add', { url: hook.url }))
  const { draft } = value<{ draft: { id: string } }>(
    await dispatch('drafts.create', {
      name: 'Launch',
      messages: [
        { id: 'm1', data: { content: 'first' }, files: [] },
        { id: 'm2', data: { content: 'second' }, files: [] },
      ],
      targets: [
        { kind: 'saved', webhookId: announcements.id },
        { kind: 'saved', webhookId: general.id },
      ],
    }),
  )
  const created = await dispatch('schedules.create', {
    draftId: draft.id,
    at: '2026-11-24T09:00',
    timeZone: 'UTC',
    repeat,
  })
  return value<{ schedule: Schedule }>(created).schedule
}

const executes = () => emulator.control.journal({ route: 'executeWebhook' })

describe('the schedule runner', () => {
  it('sends a due schedule once: each message in order to each target, one history entry each', async () => {
    const { dispatch } = await app()
    const schedule = await scheduled(dispatch)
    expect(executes()).toHaveLength(0)

    clock.advance(60_000)
    await expect.poll(() => executes().length).toBe(4)
    const { schedules } = value<{ schedules: Schedule[] }>(await dispatch('schedules.list', {}))
    await expect
      .poll(
        async () =>
          value<{ schedules: Schedule[] }>(await dispatch('schedules.list', {})).schedules[0]?.state,
      )
      .toBe('done')
    expect(schedules[0]?.id).toBe(schedule.id)
    const { announcements, general } = emulator.demo.webhooks
    expect(executes().map((e) => [e.path.split('/')[4], (e.body as { content: string }).content])).toEqual([
      [announcements.id, 'first'],
      [announcements.id, 'second'],
      [general.id, 'first'],
      [general.id, 'second'],
    ])
    const history = value<{ entries: unknown[] }>(await dispatch('history.list', {}))
    expect(history.entries).toHaveLength(4)
    clock.advance(86_400_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(executes()).toHaveLength(4)
  })

  it('two runners over the same data folder, woken at the same moment, send it once', async () => {
    const first = await app()
    await scheduled(first.dispatch, 'daily')
    await app()
    clock.advance(60_000)
    await expect.poll(() => executes().length).toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(executes()).toHaveLength(4)
    const claims = fs.readdirSync(path.join(dataDir, 'schedules', 'claims'))
    expect(claims).toHaveLength(1)
    const { schedules } = value<{ schedules: Schedule[] }>(await first.dispatch('schedules.list', {}))
    expect(schedules[0]).toMatchObject({ state: 'scheduled', nextAt: '2026-11-25T09:00:00.000Z' })
    expect(schedules[0]?.lastRun?.results.map((r) => r.messages.map((m) => m.status))).toEqual([
      ['sent', 'sent'],
      ['sent', 'sent'],
    ])
  })

  it('finds a schedule missed while nothing ran, and sends it only when asked', async () => {
    const first = await app()
    const schedule = await scheduled(first.dispatch)
    await first.services.dispose()
    running = []
    clock.advance(3_600_000)
    const again = await app()
    await expect
      .poll(
        async () =>
          value<{ schedules: Schedule[] }>(await again.dispatch('schedules.list', {})).schedules[0]?.state,
      )
      .toBe('missed')
    expect(executes()).toHaveLength(0)
    const sent = value<{ run: { results: unknown[] } }>(
      await again.dispatch('schedules.resolveMissed', { scheduleId: schedule.id, action: 'send' }),
    )
    expect(sent.run.results).toHaveLength(2)
    expect(executes()).toHaveLength(4)
  })

  it("keeps the draft's staged file and sealed URL while scheduled, sends the file, then lets go", async () => {
    const first = await app()
    const file = await first.services.staging.stage(
      'notes.txt',
      'text/plain',
      Readable.from([Buffer.from('hi')]),
    )
    const { target } = value<{ target: { kind: 'sealed'; ref: string } }>(
      await first.dispatch('drafts.sealUrl', { url: emulator.demo.webhooks.general.url }),
    )
    const { draft } = value<{ draft: { id: string } }>(
      await first.dispatch('drafts.create', {
        messages: [
          { id: 'm1', data: { content: 'see file' }, files: [{ ...file, spoiler: false, description: '' }] },
        ],
        targets: [target],
      }),
    )
    const created = value<{ schedule: Schedule }>(
      await first.dispatch('schedules.create', {
        draftId: draft.id,
        at: '2026-11-24T09:00',
        timeZone: 'UTC',
      }),
    ).schedule
    value(await first.dispatch('drafts.delete', { id: draft.id }))
    const staged = path.join(dataDir, 'staged', `${file.handle}.bin`)
    const sealed = () =>
      Object.keys(JSON.parse(fs.readFileSync(path.join(dataDir, 'sealedUrls.json'), 'utf8')).urls)
    expect(fs.existsSync(staged)).toBe(true)
    expect(sealed()).toEqual([target.ref])

    // A restart's clean-up (files and sealed URLs no draft holds) leaves them too.
    await first.services.dispose()
    running = []
    // Old enough that the clean-up would remove it if nothing held it.
    const meta = path.join(dataDir, 'staged', `${file.handle}.json`)
    const stagedAt = new Date(Date.now() - 2 * 3_600_000).toISOString()
    fs.writeFileSync(meta, JSON.stringify({ ...JSON.parse(fs.readFileSync(meta, 'utf8')), stagedAt }))
    const again = await app()
    expect(fs.existsSync(staged)).toBe(true)
    expect(sealed()).toEqual([target.ref])

    clock.advance(60_000)
    await expect.poll(() => executes().length).toBe(1)
    expect(executes()[0]?.files?.map((f) => f.filename)).toEqual(['notes.txt'])
    await expect
      .poll(
        async () =>
          value<{ schedules: Schedule[] }>(await again.dispatch('schedules.list', {})).schedules[0]?.state,
      )
      .toBe('done')
    // The file and the sealed URL are let go one after the other: wait for both.
    await expect.poll(() => fs.existsSync(staged)).toBe(false)
    await expect.poll(() => sealed()).toEqual([])
    expect(created.targets).toEqual([target])
  })

  it('waits while the vault is locked and sends as soon as it is unlocked, within the grace period', async () => {
    const first = await app()
    await scheduled(first.dispatch)
    await first.services.dispose()
    running = []
    const locked = await app(null)
    clock.advance(60_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(executes()).toHaveLength(0)
    value(await locked.dispatch('vault.unlock', { passphrase: PASSPHRASE }))
    await expect.poll(() => executes().length).toBe(4)
  })

  it('places messages as the page does: a forum target opens one post and the next message follows it', async () => {
    const { dispatch } = await app()
    const { general, forum } = emulator.demo.webhooks
    for (const hook of [general, forum]) value(await dispatch('webhooks.add', { url: hook.url }))
    const earlier = {
      at: '2026-11-01T00:00:00.000Z',
      messageId: '900000000000000001',
      channelId: '900000000000000002',
      link: null,
    }
    const { draft } = value<{ draft: { id: string } }>(
      await dispatch('drafts.create', {
        name: 'Release',
        messages: [
          { id: 'm1', data: { content: 'first' }, files: [] },
          { id: 'm2', data: { content: 'second' }, files: [] },
        ],
        targets: [
          { kind: 'saved', webhookId: general.id },
          // A record of an earlier run must neither skip the message nor aim at that run's post.
          { kind: 'saved', webhookId: forum.id, thread: { threadName: 'Herald 4.2' }, sent: { m1: earlier } },
        ],
      }),
    )
    value(
      await dispatch('schedules.create', {
        draftId: draft.id,
        at: '2026-11-24T09:00',
        timeZone: 'UTC',
        repeat: 'none',
      }),
    )
    clock.advance(60_000)
    await expect.poll(() => executes().length).toBe(4)
    const posts = executes().filter((entry) => entry.path.includes(`/webhooks/${forum.id}/`))
    expect(posts.map((entry) => entry.body)).toMatchObject([
      { content: 'first', thread_name: 'Herald 4.2' },
      { content: 'second' },
    ])
    expect(posts[1]?.body).not.toHaveProperty('thread_name')
    const opened = emulator.control.messages({ webhookId: forum.id }).map((message) => message.channel_id)
    expect(posts[1]?.query.thread_id).toBe(opened[0])
    expect(opened[1]).toBe(opened[0])
    const plain = executes().filter((entry) => entry.path.includes(`/webhooks/${general.id}/`))
    for (const entry of plain) expect(entry.query.thread_id).toBeUndefined()
  })
})
