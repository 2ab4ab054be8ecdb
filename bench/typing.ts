/**
 * Runs in the page (passed to Playwright's evaluate, so it must stand alone): types into an embed's
 * description the way the browser delivers a keystroke to React (the native value setter, then an
 * input event), and times each from the event to the first task after the frame that painted it.
 * That total includes waiting for the next frame (up to 16.7 ms at 60 Hz, whatever the app does), so
 * the app's own work is also given apart: the input event's handling (React renders and commits
 * synchronously for it) plus the frame's style, layout and paint.
 * Each keystroke swaps one letter for another, so the message keeps its length and stays valid.
 */
export async function typeIntoDescription(options: { keystrokes: number; embed: number }) {
  const box = document.querySelector<HTMLTextAreaElement>(
    `[aria-label="Embed ${options.embed + 1} description"]`,
  )
  if (!box) throw new Error('The description box is not on the page.')
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!
  const part = () => document.querySelector(`[data-part="embeds.${options.embed}.description"]`)
  const longTasksMs: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  const afterPaint = () =>
    new Promise<{ frame: number; painted: number }>((resolve) =>
      requestAnimationFrame((frame) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve({ frame, painted: performance.now() })
        channel.port2.postMessage(0)
      }),
    )
  const at = box.value.indexOf('italic')
  const latencyMs: number[] = []
  const workMs: number[] = []
  let missed = 0
  for (let i = 0; i < options.keystrokes; i++) {
    const word = i % 2 === 0 ? 'jtalic' : 'italic'
    const next = box.value.slice(0, at) + word + box.value.slice(at + word.length)
    const start = performance.now()
    setValue.call(box, next)
    box.dispatchEvent(new Event('input', { bubbles: true }))
    const handled = performance.now()
    const { frame, painted } = await afterPaint()
    if (!part()?.textContent?.includes(i % 2 === 0 ? 'jtalic' : 'italic')) missed++
    latencyMs.push(painted - start)
    workMs.push(handled - start + (painted - Math.max(frame, handled)))
    // A typist's pace, so each keystroke starts from an idle page.
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
  observer.disconnect()
  return { latencyMs, workMs, longTasksMs, missed }
}
