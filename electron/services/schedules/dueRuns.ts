import { rpcError, said } from '@shared/rpc/errors'
import type { Schedule, ScheduleRun, TargetOutcome } from '@shared/schedules/schedule'
import type { ScheduleStore } from '../stores/scheduleStore'
import type { ClaimPurpose, OccurrenceClaims } from './claims'
import { STALE_CLAIM_MS } from './claims'
import { advanced, GRACE_MS, occurrencesBetween } from './scheduleTimes'
import type { SchedulesService } from './schedulesService'

export type DueRunDeps = {
  store: ScheduleStore
  claims: OccurrenceClaims
  schedules: SchedulesService
  /** Sends the schedule's copy of its draft (draftSend). */
  send(schedule: Schedule): Promise<TargetOutcome[]>
  /** False while the vault is locked: nothing can be sent, and nothing is claimed. */
  canSend(): boolean
  now(): number
  changed(ids: string[]): void
}

export type Ran = { scheduleId: string; name: string; run: ScheduleRun }

/**
 * One pass over the schedules on disk: sends each occurrence that is due (claiming it first, so of
 * several runners only one sends), and marks as missed what is overdue by more than the grace period.
 */
export class DueRuns {
  constructor(private readonly deps: DueRunDeps) {}

  async runDue(sendMissed: boolean): Promise<{ ran: Ran[]; missed: Schedule[] }> {
    const ran: Ran[] = []
    const now = this.deps.now()
    for (const schedule of this.deps.store.all()) {
      if (schedule.state === 'done' || schedule.nextAt === null) continue
      const due = Date.parse(schedule.nextAt)
      if (due > now) continue
      if (schedule.state === 'missed' || now - due > GRACE_MS) {
        if (sendMissed && this.deps.canSend()) {
          const run = await this.sendClaimed(schedule, due, 'confirmed')
          if (run) ran.push({ scheduleId: schedule.id, name: schedule.name, run })
        } else if (schedule.state !== 'missed') this.overdue(schedule, due)
        continue
      }
      if (!this.deps.canSend()) continue
      const run = await this.sendClaimed(schedule, due, 'due')
      if (run) ran.push({ scheduleId: schedule.id, name: schedule.name, run })
      else this.checkStale(schedule, due)
    }
    this.deps.claims.prune(new Set(this.deps.store.all().map((s) => s.id)))
    const missed = this.deps.store.all().filter((s) => s.state === 'missed')
    return { ran, missed }
  }

  /** The user chose: send the missed occurrence now, or skip it. Either way a repeat moves on. */
  async resolveMissed(
    id: string,
    action: 'send' | 'skip',
  ): Promise<{ schedule: Schedule; run: ScheduleRun | null }> {
    const schedule = this.deps.schedules.get(id)
    if (schedule.state !== 'missed' || schedule.nextAt === null) {
      throw rpcError(
        'conflict',
        said('service.schedules.notWaiting', 'This schedule is not waiting for a decision any more.'),
      )
    }
    const due = Date.parse(schedule.nextAt)
    if (action === 'skip') {
      const next = advanced(schedule, Math.max(due, this.deps.now()), this.nowIso())
      await this.finish(schedule, next)
      return { schedule: next, run: null }
    }
    if (!this.deps.canSend())
      throw rpcError('vaultLocked', said('service.schedules.unlockToSend', 'Unlock the vault to send it.'))
    const run = await this.sendClaimed(schedule, due, 'confirmed')
    if (!run)
      throw rpcError(
        'conflict',
        said('service.schedules.sendingElsewhere', 'Another Herald is sending this one already.'),
      )
    return { schedule: this.deps.schedules.get(id), run }
  }

  /** Claims the occurrence, sends, records the run and moves the schedule on; null if another runner has it. */
  private async sendClaimed(
    schedule: Schedule,
    due: number,
    purpose: ClaimPurpose,
  ): Promise<ScheduleRun | null> {
    if (!this.deps.claims.claim(schedule.id, due, purpose)) return null
    const results = await this.deps.send(schedule)
    const run: ScheduleRun = { occurrence: new Date(due).toISOString(), at: this.nowIso(), results }
    // Read it again: the user may have moved or removed it while the send ran.
    const current = this.deps.store.get(schedule.id)
    if (current && current.nextAt === schedule.nextAt) {
      const next = advanced({ ...current, lastRun: run }, Math.max(due, this.deps.now()), this.nowIso())
      await this.finish(current, next)
    }
    return run
  }

  /** Overdue past the grace period: nobody ran then, or a runner is still on it, or it stopped mid-send. */
  private overdue(schedule: Schedule, due: number): void {
    const age = this.deps.claims.age(schedule.id, due, 'due')
    if (age === null) this.markMissed(schedule, due, 'notRunning')
    else this.checkStale(schedule, due)
  }

  /** A claim nobody finished in time: its runner stopped mid-send. Ask the user instead of guessing. */
  private checkStale(schedule: Schedule, due: number): void {
    const age = this.deps.claims.age(schedule.id, due, 'due')
    if (age === null || age < STALE_CLAIM_MS) return
    const current = this.deps.store.get(schedule.id)
    if (current?.nextAt === schedule.nextAt && current.state === 'scheduled') {
      this.markMissed(current, due, 'interrupted')
    }
  }

  private markMissed(schedule: Schedule, due: number, reason: 'notRunning' | 'interrupted'): void {
    const missedCount = occurrencesBetween(schedule, due, this.deps.now())
    this.deps.store.write({
      ...schedule,
      state: 'missed',
      missedReason: reason,
      missedCount,
      updatedAt: this.nowIso(),
    })
    this.deps.changed([schedule.id])
  }

  private async finish(before: Schedule, next: Schedule): Promise<void> {
    this.deps.store.write(next)
    if (next.state === 'done') await this.deps.schedules.releaseFrom(before)
    this.deps.changed([next.id])
  }

  private nowIso(): string {
    return new Date(this.deps.now()).toISOString()
  }
}
