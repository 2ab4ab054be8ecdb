import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { Repeat } from '@shared/schedules/occurrences'
import type { Schedule, ScheduleRun } from '@shared/schedules/schedule'
import type { Outcome } from '../../api/attempt'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'
import { sharedStart } from '../../util/sharedStart'

/** What the schedule dialog sends: the user's wall time and the page's own time zone. */
export type ScheduleTiming = { at: string; repeat: Repeat }

export type SchedulesState = {
  schedules: Schedule[]
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadError: RpcErrorData | undefined
  /** The missed-sends prompt was put off for this session ("Later"). */
  missedDeferred: boolean
  /** Loads the schedules and follows schedules.onDidChange; returns the unsubscribe. */
  start(): () => void
  load(): Promise<void>
  create(draftId: string, timing: ScheduleTiming): Promise<Outcome<{ schedule: Schedule }>>
  update(scheduleId: string, timing: ScheduleTiming, refreshContent: boolean): Promise<Outcome<unknown>>
  cancel(scheduleId: string): Promise<Outcome<unknown>>
  resolveMissed(
    scheduleId: string,
    action: 'send' | 'skip',
  ): Promise<Outcome<{ schedule: Schedule; run: ScheduleRun | null }>>
  deferMissed(): void
}

/** The zone the page runs in: repeats keep the chosen wall time there across daylight-saving changes. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

export const useSchedulesStore = create<SchedulesState>()((set, get) => ({
  schedules: [],
  status: 'idle',
  loadError: undefined,
  missedDeferred: false,
  // Several parts of the page use the list; one subscription serves them all.
  start: sharedStart(() => {
    const stop = listen('schedules.onDidChange', () => drop(get().load()))
    drop(get().load())
    return stop
  }),
  async load() {
    if (get().status === 'idle') set({ status: 'loading' })
    const result = await attempt('schedules.list', {})
    if (result.ok) set({ schedules: result.value.schedules, status: 'ready', loadError: undefined })
    else set({ status: 'failed', loadError: result.error })
  },
  // The services announce every change (schedules.onDidChange); that reload shows the result.
  create: (draftId, timing) => attempt('schedules.create', { draftId, ...timing, timeZone: localTimeZone() }),
  update: (scheduleId, timing, refreshContent) =>
    attempt('schedules.update', { scheduleId, ...timing, timeZone: localTimeZone(), refreshContent }),
  cancel: (scheduleId) => attempt('schedules.cancel', { scheduleId }),
  resolveMissed: (scheduleId, action) => attempt('schedules.resolveMissed', { scheduleId, action }),
  deferMissed: () => set({ missedDeferred: true }),
}))
