import type { Handler } from '@shared/rpc/bind'
import type { schedulesMethods } from '@shared/rpc/areas/schedules'
import type { Draft } from '@shared/drafts/draft'
import type { Schedule, TargetOutcome } from '@shared/schedules/schedule'
import type { Clock } from '../discord/clock'
import type { DraftSendDeps } from '../draftSend'
import { sendDraft } from '../draftSend'
import type { HeldElsewhere } from '../drafts'
import type { Logger } from '../log'
import type { ScheduleStore } from '../stores/scheduleStore'
import { OccurrenceClaims } from './claims'
import { DueRuns } from './dueRuns'
import { ScheduleRunner } from './runner'
import { heldBy, SchedulesService } from './schedulesService'

export { ScheduleRunner } from './runner'
export { OccurrenceClaims } from './claims'
export { scheduleNotice } from './notice'

export type SchedulesHandlers = { [M in keyof typeof schedulesMethods & string]: Handler<M> }

/** What the drafts must not remove while a schedule's copy holds it (read from disk each time). */
export function heldBySchedules(store: ScheduleStore): HeldElsewhere {
  return { handles: () => heldBy(store.all()).handles, refs: () => heldBy(store.all()).refs }
}

export type SchedulesOptions = {
  dataDir: string
  store: ScheduleStore
  clock: Clock
  draft(id: string): Draft
  release(handles: string[], refs: string[]): Promise<void>
  sending: DraftSendDeps
  canSend(): boolean
  onDidChange(ids: string[]): void
  /** A scheduled send ended (sent or not): the shells may tell the user. */
  onDidSend?(schedule: Schedule, results: TargetOutcome[]): void
  log: Logger
}

/** The schedules area: its handlers, and a runner the shells start (the CLI runs passes itself). */
export function createSchedules(options: SchedulesOptions) {
  const { store, clock } = options
  const now = () => clock.now()
  let runner: ScheduleRunner | null = null
  const changed = (ids: string[]) => {
    options.onDidChange(ids)
    runner?.poke()
  }
  const schedules = new SchedulesService({
    store,
    draft: options.draft,
    release: options.release,
    now,
    changed,
  })
  const due = new DueRuns({
    store,
    claims: new OccurrenceClaims(options.dataDir, now),
    schedules,
    send: async (schedule) => {
      const results = await sendDraft(schedule, options.sending)
      options.onDidSend?.(schedule, results)
      return results
    },
    canSend: options.canSend,
    now,
    changed: options.onDidChange,
  })
  const handlers: SchedulesHandlers = {
    'schedules.list': async () => ({ schedules: schedules.list() }),
    'schedules.create': async ({ draftId, at, timeZone, repeat }) => ({
      schedule: schedules.create(draftId, { at, timeZone, repeat }),
    }),
    'schedules.update': async ({ scheduleId, at, timeZone, repeat, refreshContent }) => ({
      schedule: await schedules.update(scheduleId, { at, timeZone, repeat }, refreshContent),
    }),
    'schedules.cancel': async ({ scheduleId }) => ({ cancelled: await schedules.cancel(scheduleId) }),
    'schedules.resolveMissed': async ({ scheduleId, action }) => due.resolveMissed(scheduleId, action),
    'schedules.runDue': async ({ sendMissed }) => due.runDue(sendMissed),
  }
  return {
    handlers,
    /** Starts sending due schedules in the background (the shells; not the CLI). */
    startRunner(): ScheduleRunner {
      runner ??= new ScheduleRunner({ due, store, clock, log: options.log })
      runner.start()
      return runner
    },
    /** Look now (the vault was unlocked: what waited for it can go). */
    poke(): void {
      runner?.poke()
    },
    async dispose(): Promise<void> {
      await runner?.stop()
    },
  }
}
