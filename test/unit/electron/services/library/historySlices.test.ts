import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { HistoryService, LIST_SLICE } from '@services/library/historyService'
import type { HistoryServiceDeps } from '@services/library/historyService'
import { setLogSink } from '@services/log'
import { historyEntry, openHistory, scratchDir, writeWholeFileHistory } from '../stores/historyEntries'

const ENTRIES = 10_000
const dataDir = scratchDir()
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
beforeAll(() => {
  setLogSink(() => {}, 'error')
  writeWholeFileHistory(
    dataDir,
    Array.from({ length: ENTRIES }, (_, n) => historyEntry(n)),
  )
})

/**
 * Issue 23: a search over a large history (100k entries) blocked the event loop for 98 ms. The page's
 * list and search look at a bounded number of entries between yields; the work is counted by the
 * webhook-label look-ups (one per entry searched, one per row shown), not timed.
 */
it('searches a large history in slices, yielding to the event loop between them', async () => {
  let work = 0
  const service = new HistoryService({
    store: openHistory(dataDir).store,
    library: { labelOf: () => (work++, 'Bench webhook'), find: () => undefined },
    messages: {},
    places: {
      placeOf: () => ({ server: null, channel: { id: null, name: null }, thread: null, unreadable: false }),
    },
  } as unknown as HistoryServiceDeps)
  const query = { includeDeleted: false, limit: 50, query: 'number 12' }

  // The work done by each point where the event loop ran: at the start, at each turn, at the end.
  const workAtEachYield = [0]
  let searching = true
  const tick = () => {
    workAtEachYield.push(work)
    if (searching) setImmediate(tick)
  }
  setImmediate(tick)
  const found = await service.listInSlices(query)
  searching = false
  workAtEachYield.push(work)

  const steps = workAtEachYield.slice(1).map((w, i) => w - workAtEachYield[i]!)
  expect(Math.max(...steps)).toBeLessThanOrEqual(LIST_SLICE + query.limit)
  expect(workAtEachYield.length).toBeGreaterThanOrEqual(ENTRIES / LIST_SLICE)
  // The same answer as the one-pass list (every entry with "12" in its text or ids, newest first).
  expect(found).toEqual(service.list(query))
  expect(found.total).toBeGreaterThan(query.limit)
  expect(found.entries[0]!.preview).toBe('Message number 9912')
})

/**
 * Issue 23: at 100k entries (ten webhooks at the largest cap) the first list after a change sorted every
 * entry in one go. Sorting is counted by reads of entries' message ids, not timed: between two turns of
 * the event loop at most one webhook's entries (the cap, 10k at most) are sorted or one slice merged.
 */
it('sorts a history of many webhooks in bounded steps, with the same order as one sort', async () => {
  const HOOKS = 10
  const PER_HOOK = 5_000
  let reads = 0
  const counted = (entry: ReturnType<typeof historyEntry>) => {
    const { messageId } = entry
    return Object.defineProperty({ ...entry }, 'messageId', {
      get: () => (reads++, messageId),
      enumerable: true,
    }) as typeof entry
  }
  const webhookIds = Array.from({ length: HOOKS }, (_, h) => String(100000000000000001n + BigInt(h)))
  // Interleaved in time: each webhook's log is oldest first, and the newest of all is the last webhook's.
  const logs = new Map(
    webhookIds.map((hook, h) => [
      hook,
      Array.from({ length: PER_HOOK }, (_, i) => counted(historyEntry(i * HOOKS + h, `Message ${i}`, hook))),
    ]),
  )
  const store = {
    version: 1,
    webhookIds: () => [...logs.keys()],
    entries: (webhookId?: string) => (webhookId ? (logs.get(webhookId) ?? []) : [...logs.values()].flat()),
  }
  const service = new HistoryService({
    store,
    library: { labelOf: () => 'Bench webhook', find: () => undefined },
    messages: {},
    places: {
      placeOf: () => ({ server: null, channel: { id: null, name: null }, thread: null, unreadable: false }),
    },
  } as unknown as HistoryServiceDeps)

  const readsAtEachYield = [0]
  let listing = true
  const tick = () => {
    readsAtEachYield.push(reads)
    if (listing) setImmediate(tick)
  }
  setImmediate(tick)
  const page = await service.listInSlices({ includeDeleted: false, limit: 50 })
  listing = false
  readsAtEachYield.push(reads)

  const steps = readsAtEachYield.slice(1).map((r, i) => r - readsAtEachYield[i]!)
  // One webhook's sort reads about 5k × 2 × 13 ids, a merged slice 2000 × 10 × 2; one sort of all
  // 50k entries in one step read 460k.
  expect(Math.max(...steps)).toBeLessThan(PER_HOOK * 2 * 14 + LIST_SLICE * HOOKS * 2)
  expect(Math.max(...steps)).toBeLessThan(reads / 4)
  expect(page.total).toBe(HOOKS * PER_HOOK)
  expect(page.entries.map((e) => e.preview)).toEqual(
    Array.from({ length: 50 }, (_, i) => `Message ${PER_HOOK - 1 - Math.floor(i / HOOKS)}`),
  )
  // Every entry in the order of a single stable sort of all of them, newest first.
  const all = [...logs.values()].flat()
  const expected = [...all]
    .sort((a, b) => (BigInt(b.messageId) > BigInt(a.messageId) ? 1 : -1))
    .map((e) => e.id)
  store.version = 2
  const listed = service.list({ includeDeleted: false, limit: all.length })
  expect(listed.entries.map((e) => e.id)).toEqual(expected)
})
