/**
 * Main-thread CPU per key in a Chromium trace of typing (`HERALD_BENCH_TRACE=<file>` on composerTyping):
 * `npx tsx bench/traceKeys.ts <trace.json>…` prints, per file, the renderer main thread's CPU time a key
 * in all and by phase. CPU time (`tdur`) moves less with other work on the machine than wall time, so it
 * compares two pages when the load swings (docs/performance.md, fourth round).
 */
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { type?: string } }
}

/** A phase is counted at its outermost event, so nested ones (a layout inside a layout) count once. */
const PHASES: Record<string, string> = {
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  FunctionCall: 'javascript',
  Paint: 'paint',
  PrePaint: 'prePaint',
  Layerize: 'layerize',
  Commit: 'commit',
  HitTest: 'hitTest',
  'IntersectionObserverController::computeIntersections': 'intersections',
}

export function cpuPerKey(events: TraceEvent[]): { keys: number; msPerKey: Record<string, number> } {
  const counts = new Map<string, number>()
  for (const event of events) {
    if (event.ph !== 'X') continue
    const thread = `${event.pid}:${event.tid}`
    counts.set(thread, (counts.get(thread) ?? 0) + 1)
  }
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  // The busiest renderer main thread is the page being typed into.
  const main = [...mains].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0]
  const spans = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && `${event.pid}:${event.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const keys = spans.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
  ).length
  const totals: Record<string, number> = { all: 0 }
  const open: TraceEvent[] = []
  for (const event of spans) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop()
    const cpu = event.tdur ?? event.dur!
    if (open.length === 0) totals.all! += cpu
    const phase = PHASES[event.name]
    if (phase && !open.some((outer) => outer.name === event.name)) totals[phase] = (totals[phase] ?? 0) + cpu
    open.push(event)
  }
  const msPerKey = Object.fromEntries(
    Object.entries(totals).map(([phase, us]) => [phase, Math.round(us / 10 / Math.max(1, keys)) / 100]),
  )
  return { keys, msPerKey }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) {
    const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] }
    const events = Array.isArray(trace) ? trace : trace.traceEvents
    process.stdout.write(`${JSON.stringify({ file, ...cpuPerKey(events) })}\n`)
  }
}
