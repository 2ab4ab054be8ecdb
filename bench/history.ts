/**
 * history: recording a sent message, listing the newest page and searching, with 1k, 10k and 100k
 * entries (100k as ten webhooks at the largest cap the settings allow, 10k each). Recording goes
 * through HistoryService.record as message.send does; the event loop is watched with
 * monitorEventLoopDelay while records, lists and searches run (yielding between operations, as a server
 * does), so a compaction or a slow record shows as a block. List and search time is until the answer,
 * yields included.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import fs from 'node:fs'
import { setImmediate as yieldToLoop } from 'node:timers/promises'
import { HistoryService } from '@services/library/historyService'
import type { HistoryServiceDeps } from '@services/library/historyService'
import { setLogSink } from '@services/log'
import {
  historyEntry,
  openHistory,
  scratchDir,
  writeWholeFileHistory,
} from '../test/unit/electron/services/stores/historyEntries'
import type { BenchOptions } from './options'
import { summarise } from './stats'

const WEBHOOKS = Array.from({ length: 10 }, (_, i) => String(100000000000000001n + BigInt(i)))

export async function benchHistory(options: BenchOptions) {
  setLogSink(() => {}, 'error')
  const sizes = options.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
  const results: Record<string, unknown> = {
    target: 'record p95 under 5 ms at every size; no event-loop block over 20 ms',
  }
  for (const size of sizes) results[String(size)] = await atSize(size, options.quick ? 100 : 300)
  return results
}

async function atSize(size: number, records: number) {
  const dataDir = scratchDir()
  const hooks = WEBHOOKS.slice(0, Math.max(1, Math.ceil(size / 10_000)))
  const perHook = size / hooks.length
  hooks.forEach((hook, h) =>
    writeWholeFileHistory(
      dataDir,
      Array.from({ length: perHook }, (_, n) =>
        historyEntry(h * perHook + n, `Message number ${h * perHook + n}`, hook),
      ),
      hook,
    ),
  )
  const started = performance.now()
  const converted = openHistory(dataDir).store
  hooks.forEach((hook) => converted.entries(hook))
  const convertMs = performance.now() - started
  const reopened = performance.now()
  const { store } = openHistory(dataDir)
  hooks.forEach((hook) => store.entries(hook))
  const openMs = performance.now() - reopened
  const service = new HistoryService({
    store,
    library: library(),
    messages: {},
    // No saved webhooks or bot tokens here: every place is its ids, as History shows it before names are read.
    places: {
      placeOf: (entry: { channelId: string; threadId: string | null }) => ({
        server: null,
        channel: { id: entry.threadId ? null : entry.channelId, name: null },
        thread: entry.threadId ? { id: entry.threadId, name: null } : null,
        unreadable: false,
      }),
    },
  } as unknown as HistoryServiceDeps)

  const loop = monitorEventLoopDelay({ resolution: 5 })
  loop.enable()
  const record: number[] = []
  for (let i = 0; i < records; i++) {
    const hook = hooks[i % hooks.length]!
    const entry = historyEntry(size + i, `Fresh message ${i}`, hook)
    const t = performance.now()
    service.record({
      webhookId: hook,
      message: entry.current.message as never,
      payload: entry.current.payload,
      attachmentNames: [],
    })
    record.push(performance.now() - t)
    await yieldToLoop()
  }
  // Recording blocks for its fdatasync (durability, by design); lists and searches are watched apart.
  const recordBlockMs = loop.max / 1e6
  loop.reset()
  // As the page asks (history.list): in slices that yield to the event loop.
  const list = await repeat(20, () => service.listInSlices({ includeDeleted: false, limit: 50 }))
  const query = { includeDeleted: false, limit: 50, query: `number ${size - 7}` }
  const search = await repeat(20, () => service.listInSlices(query))
  const { total: found } = await service.listInSlices(query)
  await store.settled()
  loop.disable()
  fs.rmSync(dataDir, { recursive: true, force: true })
  return {
    entries: size,
    webhooks: hooks.length,
    convertFromWholeFileMs: Math.round(convertMs),
    openMs: Math.round(openMs),
    record: summarise(record),
    list: summarise(list),
    search: { ...summarise(search), found },
    eventLoopMaxBlockMs: {
      records: Math.round(recordBlockMs),
      listsAndSearches: Math.round(loop.max / 1e6),
    },
  }
}

async function repeat(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    samples.push(performance.now() - t)
    await yieldToLoop()
  }
  return samples
}

function library() {
  return { labelOf: () => 'Bench webhook', find: () => undefined }
}
