import { drop } from '../util/drop'

type Listener = (payload: unknown) => void

const RETRY_MS = [500, 1000, 2000, 5000]

/**
 * One Server-Sent Events connection shared by every subscriber, opened on the first subscribe and
 * closed after the last unsubscribe. Reconnects with a growing delay if the host restarts or drops it.
 */
export class EventStream {
  private readonly listeners = new Map<string, Set<Listener>>()
  private controller: AbortController | undefined
  private failures = 0

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  subscribe(event: string, listener: Listener): () => void {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener)
    if (!this.controller) this.open()
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(event)
      if (this.listeners.size === 0) this.stop()
    }
  }

  private open(): void {
    const controller = new AbortController()
    this.controller = controller
    drop(this.run(controller))
  }

  private async run(controller: AbortController): Promise<void> {
    try {
      await this.read(controller.signal)
    } catch {
      // A dropped connection or an abort; retry() tells them apart.
    }
    this.retry(controller)
  }

  private stop(): void {
    this.controller?.abort()
    this.controller = undefined
  }

  private retry(controller: AbortController): void {
    if (controller.signal.aborted || this.controller !== controller) return
    const delay = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]
    setTimeout(() => {
      if (this.controller === controller) this.open()
    }, delay)
  }

  private async read(signal: AbortSignal): Promise<void> {
    const response = await fetch(this.url, { headers: this.headers, signal, cache: 'no-store' })
    // A refused token will not be accepted on retry (the host restarted with a new one): stop asking.
    if (response.status === 401 || response.status === 403) {
      this.stop()
      return
    }
    if (!response.ok || !response.body) return
    this.failures = 0
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.deliver(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
      }
    }
  }

  /** One SSE block: `event:` and `data:` lines; comment lines (`:`) are heartbeats. */
  private deliver(block: string): void {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }
    if (!data.length) return
    let payload: unknown
    try {
      payload = JSON.parse(data.join('\n'))
    } catch {
      return
    }
    for (const listener of this.listeners.get(event) ?? []) listener(payload)
  }
}
