import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import type { Schedule } from '@shared/schedules/schedule'
import { OccurrenceClaims, STALE_CLAIM_MS } from '@services/schedules/claims'
import { DueRuns } from '@services/schedules/dueRuns'
import { SchedulesService } from '@services/schedules/schedulesService'
import { ScheduleStore } from '@services/stores/scheduleStore'
import { RecoveryLog } from '@services/stores/recoveryLog'

const WEBHOOK = '123456789012345678'
let dir: string
let now: number
let sends: string[]
let released: string[][]

const draft: Draft = {
  id: 'draftaaaaaaaaaaa',
  name: 'Launch',
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  messages: [
    {
      id: 'm1',
      data: { content: 'Hello' },
      files: [
        {
          handle: 'a'.repeat(32),
          name: 'a.png',
          size: 1,
          contentType: 'image/png',
          spoiler: false,
          description: '',
        },
      ],
    },
  ],
  targets: [{ kind: 'saved', webhookId: WEBHOOK }],
  sent: null,
}

function setUp(store = new ScheduleStore({ dataDir: dir, recovery: new RecoveryLog() })) {
  const schedules = new SchedulesService({
    store,
    draft: () => draft,
    release: async (handles) => void released.push(handles),
    now: () => now,
    changed: () => {},
  })
  const due = new DueRuns({
    store,
    claims: new OccurrenceClaims(dir, () => now),
    schedules,
    send: async (s: Schedule) => {
      sends.push(s.id)
      return [
        {
          webhookId: WEBHOOK,
          messages: [{ status: 'sent', messageId: WEBHOOK, channelId: WEBHOOK, link: null }],
        },
      ]
    },
    canSend: () => true,
    now: () => now,
    changed: () => {},
  })
  return { store, schedules, due }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-schedules-'))
  now = Date.parse('2026-11-24T08:59:00Z')
  sends = []
  released = []
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const timing = { at: '2026-11-24T09:00', timeZone: 'UTC', repeat: 'none' as const }

describe('schedule store', () => {
  it('keeps a copy of the draft on disk, readable by a second store over the same folder', () => {
    const { schedules } = setUp()
    const created = schedules.create(draft.id, { ...timing, repeat: 'daily' })
    const other = new ScheduleStore({ dataDir: dir, recovery: new RecoveryLog() })
    expect(other.get(created.id)).toEqual(created)
    expect(created.nextAt).toBe('2026-11-24T09:00:00.000Z')
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'schedules', `${created.id}.json`), 'utf8'))
    expect(file.schedule.messages[0].data).toEqual({ content: 'Hello' })
  })

  it('refuses a time already past, and a draft that edits a sent message', () => {
    const { schedules } = setUp()
    expect(() => schedules.create(draft.id, { ...timing, at: '2026-11-24T08:00' })).toThrow(
      'Pick a time in the future.',
    )
    const editing = { ...draft, messages: [{ ...draft.messages[0]!, reference: {} as never }] }
    const other = new SchedulesService({
      store: new ScheduleStore({ dataDir: dir, recovery: new RecoveryLog() }),
      draft: () => editing,
      release: async () => {},
      now: () => now,
      changed: () => {},
    })
    expect(() => other.create(draft.id, timing)).toThrow('cannot be scheduled')
  })
})

describe('claims', () => {
  it('lets only the first claim of an occurrence through, per purpose', () => {
    const claims = new OccurrenceClaims(dir, () => now)
    expect(claims.claim('abcdefgh', 1000, 'due')).toBe(true)
    expect(new OccurrenceClaims(dir, () => now).claim('abcdefgh', 1000, 'due')).toBe(false)
    expect(claims.claim('abcdefgh', 1000, 'confirmed')).toBe(true)
    expect(claims.claim('abcdefgh', 2000, 'due')).toBe(true)
    expect(claims.age('abcdefgh', 1000, 'due')).toBe(0)
    expect(claims.age('abcdefgh', 3000, 'due')).toBeNull()
  })

  it('prunes the claims of removed schedules only', () => {
    const claims = new OccurrenceClaims(dir, () => now)
    claims.claim('keepkeep', now, 'due')
    claims.claim('gonegone', now, 'due')
    claims.prune(new Set(['keepkeep']))
    expect(fs.readdirSync(claims.dir)).toEqual([`keepkeep-${now}-due.claim`])
  })
})

describe('due runs', () => {
  it('sends a due occurrence once across two runners, then lets go of its files', async () => {
    const a = setUp()
    const b = setUp()
    const created = a.schedules.create(draft.id, timing)
    now += 60_000
    const [ra, rb] = await Promise.all([a.due.runDue(false), b.due.runDue(false)])
    expect(sends).toEqual([created.id])
    expect(ra.ran.length + rb.ran.length).toBe(1)
    const after = a.store.get(created.id)!
    expect(after.state).toBe('done')
    expect(after.lastRun?.occurrence).toBe('2026-11-24T09:00:00.000Z')
    expect(released).toEqual([['a'.repeat(32)]])
  })

  it('moves a daily schedule to the next day after sending', async () => {
    const { schedules, due, store } = setUp()
    const created = schedules.create(draft.id, { ...timing, repeat: 'daily' })
    now += 60_000
    await due.runDue(false)
    expect(store.get(created.id)?.nextAt).toBe('2026-11-25T09:00:00.000Z')
    await due.runDue(false)
    expect(sends).toHaveLength(1)
  })

  it('never sends an occurrence overdue past the grace period; the user sends or skips it', async () => {
    const { schedules, due, store } = setUp()
    const created = schedules.create(draft.id, { ...timing, repeat: 'daily' })
    now = Date.parse('2026-11-26T10:00:00Z')
    const result = await due.runDue(false)
    expect(sends).toEqual([])
    expect(result.missed.map((s) => [s.id, s.missedCount, s.missedReason])).toEqual([
      [created.id, 3, 'notRunning'],
    ])
    const skipped = await due.resolveMissed(created.id, 'skip')
    expect(skipped.schedule.nextAt).toBe('2026-11-27T09:00:00.000Z')
    expect(store.get(created.id)?.state).toBe('scheduled')
    expect(sends).toEqual([])
  })

  it('sends a missed one when confirmed, and only once', async () => {
    const { schedules, due } = setUp()
    const created = schedules.create(draft.id, timing)
    now += 3_600_000
    await due.runDue(false)
    const sent = await due.resolveMissed(created.id, 'send')
    expect(sent.run?.results[0]?.messages[0]?.status).toBe('sent')
    await expect(due.resolveMissed(created.id, 'send')).rejects.toThrow('not waiting')
    expect(sends).toEqual([created.id])
  })

  it('hands an occurrence whose runner stopped mid-send to the user instead of sending it again', async () => {
    const { schedules, due, store } = setUp()
    const created = schedules.create(draft.id, timing)
    now += 30_000
    // Another runner claimed it and died before recording the send.
    new OccurrenceClaims(dir, () => now).claim(created.id, Date.parse(created.nextAt!), 'due')
    await due.runDue(false)
    expect(store.get(created.id)?.state).toBe('scheduled')
    now += STALE_CLAIM_MS
    await due.runDue(false)
    expect(sends).toEqual([])
    expect(store.get(created.id)).toMatchObject({ state: 'missed', missedReason: 'interrupted' })
  })
})
