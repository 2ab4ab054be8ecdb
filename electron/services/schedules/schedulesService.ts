import type { Draft } from '@shared/drafts/draft'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import type { Repeat } from '@shared/schedules/occurrences'
import type { Schedule } from '@shared/schedules/schedule'
import { parseWallTime, zonedToUtc } from '@shared/schedules/zonedTime'
import { newDraftId as newScheduleId } from '../drafts/draftsService'
import type { ScheduleStore } from '../stores/scheduleStore'
import { checkSendable } from './sendable'

export type SchedulesDeps = {
  store: ScheduleStore
  /** The saved draft a schedule copies. */
  draft(id: string): Draft
  /** Lets go of files and sealed URLs nothing else holds (the drafts service decides). */
  release(handles: string[], refs: string[]): Promise<void>
  now(): number
  /** Schedules changed: tell the page and wake the runner. */
  changed(ids: string[]): void
}

export type Timing = { at: string; timeZone: string; repeat: Repeat }

/** The staged files and sealed URLs a live schedule's copy holds. */
export function heldBy(schedules: Schedule[]): { handles: Set<string>; refs: Set<string> } {
  const live = schedules.filter((s) => s.state !== 'done')
  return {
    handles: new Set(live.flatMap((s) => s.messages.flatMap((m) => m.files.map((f) => f.handle)))),
    refs: new Set(live.flatMap((s) => s.targets.flatMap((t) => (t.kind === 'sealed' ? [t.ref] : [])))),
  }
}

/** Creating, moving and removing schedules; sending them is dueRuns.ts. */
export class SchedulesService {
  constructor(private readonly deps: SchedulesDeps) {}

  list(): Schedule[] {
    const key = (s: Schedule) => s.nextAt ?? '9999'
    return this.deps.store.all().sort((a, b) => key(a).localeCompare(key(b)))
  }

  get(id: string): Schedule {
    const schedule = this.deps.store.get(id)
    if (!schedule)
      throw rpcError('notFound', said('service.schedules.gone', 'This schedule no longer exists.'))
    return schedule
  }

  create(draftId: string, timing: Timing): Schedule {
    const draft = this.deps.draft(draftId)
    checkSendable(draft)
    const now = new Date(this.deps.now()).toISOString()
    const schedule: Schedule = {
      id: newScheduleId(),
      draftId,
      ...contentOf(draft),
      start: timing.at,
      timeZone: timing.timeZone,
      repeat: timing.repeat,
      nextAt: this.firstAt(timing),
      state: 'scheduled',
      missedCount: 0,
      missedReason: null,
      lastRun: null,
      createdAt: now,
      updatedAt: now,
    }
    this.deps.store.write(schedule)
    this.deps.changed([schedule.id])
    return schedule
  }

  async update(id: string, timing: Timing, refreshContent: boolean): Promise<Schedule> {
    const current = this.get(id)
    let content = { messages: current.messages, targets: current.targets, name: current.name }
    if (refreshContent) {
      const draft = this.deps.draft(current.draftId)
      checkSendable(draft)
      content = contentOf(draft)
    }
    const schedule: Schedule = {
      ...current,
      ...content,
      start: timing.at,
      timeZone: timing.timeZone,
      repeat: timing.repeat,
      nextAt: this.firstAt(timing),
      state: 'scheduled',
      missedCount: 0,
      missedReason: null,
      updatedAt: new Date(this.deps.now()).toISOString(),
    }
    this.deps.store.write(schedule)
    await this.releaseFrom(current)
    this.deps.changed([id])
    return schedule
  }

  async cancel(id: string): Promise<boolean> {
    const current = this.deps.store.get(id)
    if (!current) return false
    this.deps.store.remove(id)
    await this.releaseFrom(current)
    this.deps.changed([id])
    return true
  }

  /** After a schedule changed or ended: the files and URLs its old copy held, if nothing holds them now. */
  async releaseFrom(before: Schedule): Promise<void> {
    const was = heldBy([{ ...before, state: 'scheduled' }])
    await this.deps.release([...was.handles], [...was.refs])
  }

  /** The first occurrence must lie ahead: a time already past would be "missed" the moment it is made. */
  private firstAt(timing: Timing): string {
    const wall = parseWallTime(timing.at)
    const at = wall ? zonedToUtc(wall, timing.timeZone) : NaN
    if (!(at > this.deps.now())) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said('service.schedules.pickFuture', 'Pick a time in the future.'),
        issues: [
          { path: 'at', ...said('service.schedules.passed', 'This date and time has already passed.') },
        ],
      })
    }
    return new Date(at).toISOString()
  }
}

/**
 * What a schedule copies from its draft: the messages and targets without the records of an earlier run
 * (a message or target marked sent would be skipped, or would follow an old forum post).
 */
function contentOf(draft: Draft): Pick<Schedule, 'name' | 'messages' | 'targets'> {
  return {
    name: draft.name,
    messages: draft.messages.map(({ sent: _sent, ...message }) => message),
    targets: draft.targets.map(({ sent: _sent, ...target }) => target),
  }
}
