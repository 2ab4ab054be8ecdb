import { cancelledError } from './clock'

/**
 * A first-in, first-out lock per key. Each webhook's requests run one at a time in the order they were
 * made, so announcements arrive in the order they were written and each request sees the bucket the
 * previous answer left. A waiter that is cancelled leaves the line without blocking the ones behind it.
 */
export class KeyedQueue {
  private readonly lines = new Map<string, Waiter[]>()

  /** Joins the line now (synchronously, which fixes the order) and resolves when it is this call's turn. */
  acquire(key: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(cancelledError())
    let line = this.lines.get(key)
    if (!line) {
      line = []
      this.lines.set(key, line)
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { start: () => resolve(this.releaser(key, waiter)), started: false }
      const onAbort = () => {
        if (waiter.started) return
        this.remove(key, waiter)
        reject(cancelledError())
      }
      waiter.detach = () => signal?.removeEventListener('abort', onAbort)
      signal?.addEventListener('abort', onAbort, { once: true })
      line.push(waiter)
      if (line.length === 1) this.begin(waiter)
    })
  }

  /** How many calls are in line for a key, the running one included. */
  size(key: string): number {
    return this.lines.get(key)?.length ?? 0
  }

  private begin(waiter: Waiter): void {
    waiter.started = true
    waiter.detach?.()
    waiter.start()
  }

  private releaser(key: string, waiter: Waiter): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      this.remove(key, waiter)
    }
  }

  private remove(key: string, waiter: Waiter): void {
    const line = this.lines.get(key)
    if (!line) return
    const at = line.indexOf(waiter)
    if (at < 0) return
    line.splice(at, 1)
    if (line.length === 0) this.lines.delete(key)
    else if (at === 0 && line[0] && !line[0].started) this.begin(line[0])
  }
}

type Waiter = { start: () => void; started: boolean; detach?: () => void }
