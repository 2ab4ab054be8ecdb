import { mkdtempSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { Envelope } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Schedule } from '@shared/schedules/schedule'
import { formatWallTime, wallTimeAt } from '@shared/schedules/zonedTime'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import { HistoryStore } from '@services/stores/historyStore'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { ManualClock } from '../../manualClock'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// `herald schedule run` as child processes against the emulator, on a data folder the app filled.

const cli = cliHarness('herald-cli-schedule-')
const PASSPHRASE = 'correct horse battery staple'
const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }

function herald(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runNode([cli.entry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? cli.dir,
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dataDir,
      ...env,
    },
  })
}

function value<T>(envelope: Envelope): T {
  if (!envelope.ok) throw new Error(`expected success, got ${JSON.stringify(envelope.error)}`)
  return envelope.value as T
}

/**
 * The app (in this process, its clock set a minute before `dueAt`) schedules a one-message draft to the
 * general webhook for `dueAt`, then closes, leaving the schedule on disk for the CLI's real clock.
 */
async function scheduleFor(dueAt: number): Promise<{ dataDir: string; schedule: Schedule }> {
  const dataDir = mkdtempSync(path.join(cli.dir, 'data-'))
  const services = await composeServices({
    config: configFromEnv({
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dataDir,
    }),
    events: new EventHub(log),
    log,
    shell: 'browser',
    version: '9.9.9',
    openExternal: async () => undefined,
    passphrase: PASSPHRASE,
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    scheduleRunner: { clock: new ManualClock(dueAt - 60_000) },
  })
  try {
    const dispatch = bindContract(services.handlers, log)
    const hook = cli.emu.demo.webhooks.general
    value(await dispatch('webhooks.add', { url: hook.url }))
    const { draft } = value<{ draft: { id: string } }>(
      await dispatch('drafts.create', {
        name: 'Nightly',
        messages: [{ id: 'm1', data: { content: 'scheduled hello' }, files: [] }],
        targets: [{ kind: 'saved', webhookId: hook.id }],
      }),
    )
    const at = formatWallTime(wallTimeAt(dueAt, 'UTC'))
    const created = await dispatch('schedules.create', {
      draftId: draft.id,
      at,
      timeZone: 'UTC',
      repeat: 'daily',
    })
    return { dataDir, schedule: value<{ schedule: Schedule }>(created).schedule }
  } finally {
    await services.dispose()
  }
}

const executes = () => cli.emu.control.journal({ route: 'executeWebhook' })
/** The start of the current minute: due now, well inside the grace period. */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000

describe('herald schedule', () => {
  it('run: two processes started together send a due schedule once', async () => {
    const { dataDir, schedule } = await scheduleFor(thisMinute())
    const env = { HERALD_PASSPHRASE: PASSPHRASE }
    const runs = await Promise.all([
      herald(dataDir, ['schedule', 'run'], env),
      herald(dataDir, ['schedule', 'run'], env),
    ])
    expect(runs.map((r) => r.code)).toEqual([0, 0])
    expect(executes().map((e) => e.body)).toEqual([{ content: 'scheduled hello' }])
    const ran = runs.map((r) => (JSON.parse(r.stdout) as { ran: { scheduleId: string }[] }).ran)
    expect(ran.flat().map((r) => r.scheduleId)).toEqual([schedule.id])

    const list = await herald(dataDir, ['schedule', 'list', '--json'])
    const [after] = JSON.parse(list.stdout) as Schedule[]
    expect(Date.parse(after!.nextAt!)).toBe(Date.parse(schedule.nextAt!) + 86_400_000)
  })

  it('run: lists a missed schedule without sending it; --send-missed sends it', async () => {
    const { dataDir, schedule } = await scheduleFor(thisMinute() - 3_600_000)
    const env = { HERALD_PASSPHRASE: PASSPHRASE }
    const first = await herald(dataDir, ['schedule', 'run'], env)
    expect(first.code).toBe(0)
    expect(first.stderr).toContain(`missed, not sent`)
    expect(first.stderr).toContain(schedule.id)
    expect(executes()).toHaveLength(0)

    const second = await herald(dataDir, ['schedule', 'run', '--send-missed'], env)
    expect(second.code).toBe(0)
    expect(executes().map((e) => e.body)).toEqual([{ content: 'scheduled hello' }])
  })

  it('run: records what it sent in the folder’s History; --no-history does not', async () => {
    const env = { HERALD_PASSPHRASE: PASSPHRASE }
    const history = (dataDir: string) =>
      new HistoryStore({ dataDir, recovery: new RecoveryLog() }, () => 100).entries()
    const recorded = await scheduleFor(thisMinute())
    expect((await herald(recorded.dataDir, ['schedule', 'run'], env)).code).toBe(0)
    expect(history(recorded.dataDir).map((e) => e.current.payload)).toEqual([{ content: 'scheduled hello' }])

    const quiet = await scheduleFor(thisMinute())
    expect((await herald(quiet.dataDir, ['schedule', 'run', '--no-history'], env)).code).toBe(0)
    expect(executes()).toHaveLength(2)
    expect(history(quiet.dataDir)).toEqual([])
  })

  it('run: refuses to start without HERALD_PASSPHRASE', async () => {
    const { dataDir } = await scheduleFor(thisMinute())
    const run = await herald(dataDir, ['schedule', 'run'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('HERALD_PASSPHRASE')
    expect(executes()).toHaveLength(0)
  })
})
