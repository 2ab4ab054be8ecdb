/**
 * Runs in the page (passed to Playwright's evaluate, so it must stand alone): arms the timing of real
 * keystrokes, which the Node side then sends through CDP (Playwright's keyboard).
 *
 * Method. A capturing `keydown` listener takes the event's `timeStamp`: the moment the browser created
 * the event, so time the key spent queued behind a busy main thread counts, as it does for a person.
 * After the `input` event the field's value is what the page must show. A MutationObserver over the
 * page watches for the shown text (`shown()`) to equal it; for a bare textarea the field itself shows
 * it, so the `input` event is that moment. Then a requestAnimationFrame callback runs before the next
 * frame's style, layout and paint, and a message posted from it runs as the first task after that
 * frame: its time is "painted". Keydown to painted is the latency of one keystroke. A
 * PerformanceObserver counts long tasks (over 50 ms) while typing.
 */
export function armKeyLatency(options: { field: string; shown: string | null }): void {
  const field = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(options.field)
  if (!field) throw new Error(`No field ${options.field} on the page.`)
  // The shown element is looked up again only when the page replaced it: an attribute selector walks
  // the whole page, and on every mutation that cost the composer's keys 1.5 ms the textarea's never paid.
  let shown: Element | null = null
  const shownElement = (selector: string) =>
    shown?.isConnected ? shown : (shown = document.querySelector(selector))
  const shownText = () =>
    options.shown === null ? field.value : (shownElement(options.shown)?.textContent ?? '').trim()
  type Pending = { down: number; expected?: string; settled: boolean; done: Promise<void>; wake(): void }
  let pending: Pending | undefined
  const latencyMs: number[] = []
  const longTasksMs: number[] = []
  let missed = 0
  const settle = (key: Pending) => {
    if (key.settled) return
    key.settled = true
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        latencyMs.push(performance.now() - key.down)
        key.wake()
      }
      channel.port2.postMessage(0)
    })
  }
  const check = () => {
    if (pending?.expected !== undefined && shownText() === pending.expected) settle(pending)
  }
  document.addEventListener(
    'keydown',
    (event) => {
      // A key whose change never showed is counted, not waited for forever.
      if (pending && !pending.settled) missed++
      let wake = () => {}
      const done = new Promise<void>((resolve) => (wake = resolve))
      pending = { down: event.timeStamp, settled: false, done, wake }
    },
    true,
  )
  field.addEventListener('input', () => {
    if (!pending) return
    pending.expected = options.shown === null ? field.value : field.value.trim()
    check()
  })
  new MutationObserver(check).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
  const bench = {
    /** Resolves once the last key's change is painted, or after `limitMs` (the key is then missed). */
    painted: (limitMs: number) =>
      Promise.race([pending?.done, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]),
    /** The figures so far, emptied for the next round. */
    take: () => {
      if (pending && !pending.settled) missed++
      pending = undefined
      const taken = { latencyMs: latencyMs.splice(0), longTasksMs: longTasksMs.splice(0), missed }
      missed = 0
      return taken
    },
  }
  Object.assign(window, { heraldKeys: bench })
}

export type KeyFigures = { latencyMs: number[]; longTasksMs: number[]; missed: number }

declare global {
  interface Window {
    heraldKeys?: { painted(limitMs: number): Promise<void>; take(): KeyFigures }
  }
}
