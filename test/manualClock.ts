import type { Clock } from '@services/discord/clock'
import { cancelledError } from '@services/discord/clock'

type Sleeper = { until: number; resolve(): void }

/** A clock the test moves by hand: sleeps end when advance() passes their deadline, never on their own. */
export class ManualClock implements Clock {
  private readonly sleepers = new Set<Sleeper>()

  constructor(private time: number) {}

  now(): number {
    return this.time
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(cancelledError())
      const sleeper: Sleeper = { until: this.time + Math.max(0, ms), resolve }
      this.sleepers.add(sleeper)
      signal?.addEventListener(
        'abort',
        () => {
          this.sleepers.delete(sleeper)
          reject(cancelledError())
        },
        { once: true },
      )
    })
  }

  /** Moves time on and wakes every sleeper whose deadline has come. */
  advance(ms: number): void {
    this.time += ms
    for (const sleeper of [...this.sleepers]) {
      if (sleeper.until > this.time) continue
      this.sleepers.delete(sleeper)
      sleeper.resolve()
    }
  }
}
