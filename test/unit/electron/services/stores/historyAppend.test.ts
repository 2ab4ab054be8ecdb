import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { HistoryEntry } from '@services/stores/historyStore'
import { historyEntry, openHistory, scratchDir, WEBHOOK, writeWholeFileHistory } from './historyEntries'

// A process that only records (a `herald send`) appends to a webhook's log from its order file, without
// reading every entry; each new HistoryStore below stands for such a run. Whatever happens between runs
// (the app recording, compacting, a crash tearing a line or leaving the order file behind), every process
// must then see the same entries in the same order, capped as if one process had recorded them all.

beforeAll(() => setLogSink(() => {}, 'error'))

const logFile = (dataDir: string) => path.join(dataDir, 'history', `${WEBHOOK}.jsonl`)
const orderFile = (dataDir: string) => `${logFile(dataDir)}.order`
const ids = (entries: { messageId: string }[]) => entries.map((entry) => entry.messageId)
const numbers = (list: number[]) => ids(list.map((n) => historyEntry(n)))

/** Bytes this process read through read(2) (Linux). */
function bytesRead(): number {
  return Number(/rchar:\s*(\d+)/.exec(fs.readFileSync('/proc/self/io', 'utf8'))![1])
}

/** Records one entry as a `herald send` does: a store that has read nothing of the folder yet. */
function recordAsRun(dataDir: string, entry: HistoryEntry, limit = 100_000): void {
  openHistory(dataDir, limit).store.put(entry)
}

/** What a process opening the folder afresh lists, oldest first. */
const listed = (dataDir: string, limit = 100_000) => ids(openHistory(dataDir, limit).store.entries(WEBHOOK))

describe('History recorded by a process that reads nothing else', () => {
  it.runIf(fs.existsSync('/proc/self/io'))(
    'appends to a history of 5,000 entries reading a small part of the log',
    () => {
      const dataDir = scratchDir()
      writeWholeFileHistory(
        dataDir,
        Array.from({ length: 5_000 }, (_, n) => historyEntry(n)),
      )
      recordAsRun(dataDir, historyEntry(5_000)) // the first run after the upgrade reads it whole
      const size = fs.statSync(logFile(dataDir)).size
      const before = bytesRead()
      recordAsRun(dataDir, historyEntry(5_001))
      const read = bytesRead() - before
      // The order file (5,000 ids of 38 bytes) and the lines after it; the log is 2.3 MB.
      expect(read).toBeLessThan(size / 5)
      expect(listed(dataDir).slice(-3)).toEqual(numbers([4_999, 5_000, 5_001]))
    },
  )

  it('drops the oldest beyond the cap as the app does, and re-recording moves an entry to the newest', () => {
    const dataDir = scratchDir()
    for (let n = 0; n < 5; n++) recordAsRun(dataDir, historyEntry(n), 3)
    expect(listed(dataDir, 3)).toEqual(numbers([2, 3, 4]))
    recordAsRun(dataDir, historyEntry(2, 'sent again'), 3)
    expect(listed(dataDir, 3)).toEqual(numbers([3, 4, 2]))
    // Raising the cap brings nothing back: what the cap dropped was written as removed.
    expect(listed(dataDir, 100)).toEqual(numbers([3, 4, 2]))
  })

  it('a run that records several messages (a Discohook file) appends each from the order file', () => {
    const dataDir = scratchDir()
    for (let n = 0; n < 3; n++) recordAsRun(dataDir, historyEntry(n), 4)
    const run = openHistory(dataDir, 4).store
    for (const n of [3, 1, 4, 5]) run.put(historyEntry(n, `several ${n}`))
    expect(listed(dataDir, 4)).toEqual(numbers([3, 1, 4, 5]))
    expect(ids(run.entries(WEBHOOK))).toEqual(numbers([3, 1, 4, 5]))
    expect(run.get(historyEntry(1).id)!.current.payload).toEqual({ content: 'several 1' })
  })

  it('takes in what the app recorded, changed and removed after the order file was written', () => {
    const dataDir = scratchDir()
    for (let n = 0; n < 4; n++) recordAsRun(dataDir, historyEntry(n), 5)
    const app = openHistory(dataDir, 5).store
    expect(app.entries(WEBHOOK)).toHaveLength(4)
    app.put(historyEntry(4))
    app.change(historyEntry(0).id, (entry) => ({ ...entry, deletedAt: '2026-11-23T11:00:00.000Z' }))
    app.remove(historyEntry(1).id)
    recordAsRun(dataDir, historyEntry(5), 5)
    recordAsRun(dataDir, historyEntry(6), 5) // the cap drops 0, the oldest, though the app changed it
    expect(ids(app.entries(WEBHOOK))).toEqual(numbers([2, 3, 4, 5, 6]))
    expect(listed(dataDir, 5)).toEqual(numbers([2, 3, 4, 5, 6]))
  })

  it('reads the log whole when the order file describes an earlier file (compacted since)', async () => {
    const dataDir = scratchDir()
    for (let n = 0; n < 3; n++) recordAsRun(dataDir, historyEntry(n))
    const stale = fs.readFileSync(orderFile(dataDir))
    const app = openHistory(dataDir).store
    for (let i = 0; i < 600; i++) app.put(historyEntry(i % 3, `edit ${i}`)) // compacts
    app.put(historyEntry(3))
    await app.settled()
    fs.writeFileSync(orderFile(dataDir), stale) // as if the compaction's order file was lost
    recordAsRun(dataDir, historyEntry(4))
    expect(listed(dataDir)).toEqual(numbers([0, 1, 2, 3, 4]))
    expect(openHistory(dataDir).store.get(historyEntry(2).id)!.current.payload).toEqual({
      content: 'edit 599',
    })
  })

  it('cuts off a torn last line and appends after it; a torn or foreign order file is not used', () => {
    const dataDir = scratchDir()
    for (let n = 0; n < 3; n++) recordAsRun(dataDir, historyEntry(n), 3)
    fs.appendFileSync(logFile(dataDir), '{"put":{"id":"half a li') // a writer killed mid-line
    recordAsRun(dataDir, historyEntry(3), 3)
    expect(listed(dataDir, 3)).toEqual(numbers([1, 2, 3]))
    const text = fs.readFileSync(logFile(dataDir), 'utf8')
    expect(text).not.toContain('half a li')
    expect(text.endsWith('\n')).toBe(true)

    // Killed while writing the order file: the log is read whole and nothing is lost.
    fs.writeFileSync(orderFile(dataDir), fs.readFileSync(orderFile(dataDir), 'utf8').slice(0, 40))
    recordAsRun(dataDir, historyEntry(4), 3)
    expect(listed(dataDir, 3)).toEqual(numbers([2, 3, 4]))
    // JSON, but not an order file Herald wrote (ids that are not a list): not used either.
    const good = JSON.parse(fs.readFileSync(orderFile(dataDir), 'utf8')) as Record<string, unknown>
    fs.writeFileSync(orderFile(dataDir), JSON.stringify({ ...good, ids: 'all' }))
    recordAsRun(dataDir, historyEntry(2, 'sent again'), 3)
    expect(listed(dataDir, 3)).toEqual(numbers([3, 4, 2]))
    recordAsRun(dataDir, historyEntry(4, 'sent again'), 3)

    // An order file claiming more of the log than there is, or a place that is not a line's end.
    const order = JSON.parse(fs.readFileSync(orderFile(dataDir), 'utf8')) as { offset: number; ids: string[] }
    for (const offset of [order.offset + 10_000, order.offset - 3]) {
      fs.writeFileSync(orderFile(dataDir), JSON.stringify({ ...order, offset, ids: [] }))
      recordAsRun(dataDir, historyEntry(5 + (offset > order.offset ? 0 : 1)), 3)
    }
    expect(listed(dataDir, 3)).toEqual(numbers([4, 5, 6]))
  })

  it('an order file left behind a crash between the log and it: the lines after it are taken in', () => {
    const dataDir = scratchDir()
    for (let n = 0; n < 3; n++) recordAsRun(dataDir, historyEntry(n), 3)
    const behind = fs.readFileSync(orderFile(dataDir))
    recordAsRun(dataDir, historyEntry(3), 3)
    recordAsRun(dataDir, historyEntry(1, 'sent again'), 3)
    fs.writeFileSync(orderFile(dataDir), behind) // two records' order file writes lost
    recordAsRun(dataDir, historyEntry(4), 3)
    expect(listed(dataDir, 3)).toEqual(numbers([3, 1, 4]))
    expect(listed(dataDir, 3)).toHaveLength(new Set(listed(dataDir, 3)).size)
  })

  it('gives a log from before generations one on the first append, keeping every entry', () => {
    const dataDir = scratchDir()
    const app = openHistory(dataDir).store
    for (let n = 0; n < 3; n++) app.put(historyEntry(n))
    // Rewrite the header as Herald wrote it before (no gen) and drop the order file.
    const [, ...rest] = fs.readFileSync(logFile(dataDir), 'utf8').split('\n')
    const oldHeader = JSON.stringify({ herald: 'history', version: 1, webhookId: WEBHOOK })
    fs.writeFileSync(logFile(dataDir), [oldHeader, ...rest].join('\n'))
    fs.rmSync(orderFile(dataDir), { force: true })
    recordAsRun(dataDir, historyEntry(3))
    expect(JSON.parse(fs.readFileSync(logFile(dataDir), 'utf8').split('\n')[0]!)).toMatchObject({
      gen: expect.any(String),
    })
    expect(fs.existsSync(orderFile(dataDir))).toBe(true)
    expect(listed(dataDir)).toEqual(numbers([0, 1, 2, 3]))
    expect(ids(app.entries(WEBHOOK))).toEqual(numbers([0, 1, 2, 3]))
  })

  it('runs, the app and crashes interleaved at random: every process lists what one process would', async () => {
    const dataDir = scratchDir()
    const limit = 8
    const app = openHistory(dataDir, limit).store
    const model: number[] = []
    const seen = new Set<number>()
    const record = (n: number) => {
      const at = model.indexOf(n)
      if (at >= 0) model.splice(at, 1)
      model.push(n)
      if (model.length > limit) model.splice(0, model.length - limit)
    }
    let seed = 7
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return Math.floor(seed / 2 ** 16) % below // the high bits: the low ones of this generator cycle
    }
    for (let step = 0; step < 300; step++) {
      const n = random(14)
      const kind = random(7)
      seen.add(kind)
      switch (kind) {
        case 0:
        case 1:
          recordAsRun(dataDir, historyEntry(n, `run ${step}`), limit)
          record(n)
          break
        case 2:
          app.put(historyEntry(n, `app ${step}`))
          record(n)
          break
        case 3:
          if (app.remove(historyEntry(n).id)) model.splice(model.indexOf(n), 1)
          break
        case 4:
          fs.appendFileSync(logFile(dataDir), '{"put":') // a killed writer's torn line
          break
        case 5:
          fs.rmSync(orderFile(dataDir), { force: true })
          break
        default:
          await app.forWebhook(WEBHOOK).compact()
      }
      expect(ids(app.entries(WEBHOOK)), `step ${step}`).toEqual(numbers(model))
    }
    expect(listed(dataDir, limit)).toEqual(numbers(model))
    expect(seen.size).toBe(7) // every kind of step happened
  })
})
