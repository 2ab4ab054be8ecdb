/** A body that lost to a newer one for the same key before it went out. */
export const SUPERSEDED = Symbol('superseded')
export type Superseded = typeof SUPERSEDED

export type Timers = {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

type Waiter<R> = { resolve(value: R | Superseded): void; reject(error: unknown): void }
type Slot<B, R> = {
  /** The newest body not yet handed to `send`, and the caller waiting for it. */
  pending: { body: B; waiter: Waiter<R> } | null
  timer: unknown
  inFlight: boolean
}

/**
 * Per key, at most one call to `send` at a time and at most one body waiting behind it. A body waits a
 * short debounce before it goes; a newer body for the same key, arriving while an older one waits (in the
 * debounce, or behind a send still in flight, which includes its rate-limit wait), replaces it and the
 * older caller gets SUPERSEDED. So updates in quick succession cost one request, or two when the first
 * had already left: the one in flight and the last.
 */
export class Coalescer<B, R> {
  private readonly slots = new Map<string, Slot<B, R>>()
  private readonly timers: Timers

  constructor(
    private readonly send: (key: string, body: B) => Promise<R>,
    private readonly debounceMs: number,
    timers?: Timers,
  ) {
    this.timers = timers ?? realTimers
  }

  submit(key: string, body: B): Promise<R | Superseded> {
    const slot = this.slot(key)
    return new Promise((resolve, reject) => {
      slot.pending?.waiter.resolve(SUPERSEDED)
      slot.pending = { body, waiter: { resolve, reject } }
      if (!slot.inFlight && slot.timer === undefined) this.arm(key, slot)
    })
  }

  /** Whether anything for the key is waiting or in flight (tests, and the page's busy state). */
  busy(key: string): boolean {
    return this.slots.has(key)
  }

  private slot(key: string): Slot<B, R> {
    let slot = this.slots.get(key)
    if (!slot) {
      slot = { pending: null, timer: undefined, inFlight: false }
      this.slots.set(key, slot)
    }
    return slot
  }

  private arm(key: string, slot: Slot<B, R>): void {
    slot.timer = this.timers.setTimeout(() => {
      slot.timer = undefined
      void this.flush(key, slot)
    }, this.debounceMs)
  }

  private async flush(key: string, slot: Slot<B, R>): Promise<void> {
    const next = slot.pending
    if (!next) {
      this.slots.delete(key)
      return
    }
    slot.pending = null
    slot.inFlight = true
    try {
      next.waiter.resolve(await this.send(key, next.body))
    } catch (error) {
      next.waiter.reject(error)
    } finally {
      slot.inFlight = false
    }
    // A body that arrived during the send goes next, without another debounce: it has waited already.
    if (slot.pending) await this.flush(key, slot)
    else this.slots.delete(key)
  }
}
