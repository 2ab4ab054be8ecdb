import type { Clock } from '../discord/clock'
import type { Logger } from '../log'
import type { DueRuns } from './dueRuns'
import type { ScheduleStore } from '../stores/scheduleStore'

/** The longest the runner sleeps without looking: another process may have added a schedule. */
export const POLL_MS = 30_000

/**
 * Sends due schedules while the app runs: one pass at start (which also finds what was missed), then a
 * sleep until the next occurrence or POLL_MS, whichever is sooner. Time comes from `clock`, so a test
 * moves it by hand. `poke` wakes it early when the page changed a schedule.
 */
export class ScheduleRunner {
  private wake = new AbortController()
  private stopped = false
  private loop: Promise<void> | null = null

  constructor(private readonly deps: { due: DueRuns; store: ScheduleStore; clock: Clock; log: Logger }) {}

  start(): void {
    this.loop ??= this.run()
  }

  poke(): void {
    this.wake.abort()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.wake.abort()
    await this.loop
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const passAt = this.deps.clock.now()
      try {
        await this.deps.due.runDue(false)
      } catch (error) {
        this.deps.log.error('schedules: a run failed', error instanceof Error ? error.message : undefined)
      }
      if (this.stopped) return
      this.wake = new AbortController()
      // A cancelled sleep is how poke and stop wake the loop; both just go round again. Nothing to wait
      // for (one came due during the pass): go round at once.
      const wait = this.untilNext(passAt)
      if (wait > 0) await this.deps.clock.sleep(wait, this.wake.signal).catch(() => undefined)
    }
  }

  /** How long to sleep after a pass that looked at the schedules as of `passAt`. */
  private untilNext(passAt: number): number {
    const now = this.deps.clock.now()
    const next = this.deps.store
      .all()
      .filter((s) => s.state === 'scheduled' && s.nextAt !== null)
      .map((s) => Date.parse(s.nextAt!))
      // One that came due during the pass goes at once; an overdue one the pass saw and could not send
      // (the vault is locked) is tried again at the next poll.
      .filter((at) => at > passAt)
      .reduce((a, b) => Math.min(a, b), Infinity)
    return Math.max(0, Math.min(next - now, POLL_MS))
  }
}
