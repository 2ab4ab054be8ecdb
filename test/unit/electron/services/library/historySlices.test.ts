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
