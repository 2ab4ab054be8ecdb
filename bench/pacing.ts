/**
 * pacing: N messages (100; 12 with --quick) to one emulator webhook whose bucket is Discord's 5 per 2 s,
 * with the hidden per-channel limit (30 per 60 s, never announced) and without it, four ways (see
 * pacingWays.ts). For each: wall time, its ratio to the minimum the limits allow (the time at which the
 * last message may start, with zero latency), the 429s the emulator answered, and from the emulator's
 * journal whether every message arrived once and in order.
 */
import { startEmulator } from '../test/emulator'
import type { Emulator } from '../test/emulator'
import { buildCli } from './cliBuild'
import type { BenchOptions } from './options'
import type { Way } from './pacingWays'
import { cliLoop, discordjsRest, engine, reactive } from './pacingWays'

type Window = { limit: number; windowMs: number }
const WEBHOOK: Window = { limit: 5, windowMs: 2000 }
const CHANNEL: Window = { limit: 30, windowMs: 60_000 }
const LIFTED: Window = { limit: 1_000_000, windowMs: 60_000 }
const ways: Record<string, Way> = { engine, cliLoop, discordjsRest, reactive }

export async function benchPacing(options: BenchOptions) {
  const count = options.quick ? 12 : 100
  const cli = await buildCli()
  const results: Record<string, unknown> = {
    target:
      'Herald ≤ 1.01 × the minimum, no 429 the headers announced, none lost or doubled; the CLI in a loop as good as the engine',
    messages: count,
  }
  try {
    for (const [name, channel] of [
      ['channelLimitLifted', LIFTED],
      ['withChannelLimit', CHANNEL],
    ] as const) {
      const minimumMs = minimum(count, [WEBHOOK, channel])
      const row: Record<string, unknown> = { minimumMs }
      for (const [way, send] of Object.entries(ways)) {
        process.stderr.write(`pacing: ${name} ${way}…\n`)
        row[way] = await measureWay(send, count, channel, minimumMs, cli.entry)
      }
      results[name] = row
    }
  } finally {
    cli.remove()
  }
  return results
}

async function measureWay(send: Way, count: number, channel: Window, minimumMs: number, cli: string) {
  const emulator = await startEmulator({ seed: 'demo', rateModel: { webhook: WEBHOOK, channel } })
  try {
    const started = performance.now()
    await send(emulator, count, cli)
    const wallMs = performance.now() - started
    return {
      wallMs: Math.round(wallMs),
      ratio: Math.round((wallMs / minimumMs) * 1000) / 1000,
      ...outcome(emulator, count),
    }
  } finally {
    await emulator.close()
  }
}

/** What the emulator saw: 429s by kind, and the delivered messages against the ones sent. */
function outcome(emulator: Emulator, count: number) {
  const executes = emulator.control.journal().filter((entry) => entry.route === 'executeWebhook')
  const limited = executes.filter((entry) => entry.status === 429)
  const delivered = executes
    .filter((entry) => entry.status === 200 || entry.status === 204)
    .map((entry) => Number(/\d+$/.exec((entry.body as { content: string }).content)?.[0]))
  const unique = new Set(delivered)
  return {
    // With the channel limit on, the first 429 of each 60 s window is one no header announced.
    http429: limited.length,
    orderKept: delivered.every((n, i) => i === 0 || n > delivered[i - 1]!),
    duplicates: delivered.length - unique.size,
    lost: Array.from({ length: count }, (_, i) => i).filter((i) => !unique.has(i)).length,
  }
}

/** The earliest time the last message may start under fixed windows that open at their first request. */
export function minimum(count: number, windows: Window[]): number {
  const open = windows.map(() => ({ start: -Infinity, used: 0 }))
  let t = 0
  for (let i = 0; i < count; i++) {
    for (;;) {
      const waits = windows.map((w, k) => {
        const state = open[k]!
        return t < state.start + w.windowMs && state.used >= w.limit ? state.start + w.windowMs : t
      })
      const next = Math.max(...waits)
      if (next === t) break
      t = next
    }
    windows.forEach((w, k) => {
      const state = open[k]!
      if (t >= state.start + w.windowMs) Object.assign(state, { start: t, used: 0 })
      state.used++
    })
  }
  return t
}
