import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { HistoryEntry } from '@services/stores/historyStore'
import { HistoryStore } from '@services/stores/historyStore'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { historyEntry, openHistory, scratchDir, WEBHOOK } from './historyEntries'

// Two HistoryStores on one data folder stand for two processes (the app and a `herald` run): each keeps
// its own in-memory index, and neither may lose or hide what the other recorded.

beforeAll(() => setLogSink(() => {}, 'error'))

const logFile = (dataDir: string) => path.join(dataDir, 'history', `${WEBHOOK}.jsonl`)
const contents = (entries: HistoryEntry[]) => entries.map((entry) => entry.current.payload)

/** An edit as HistoryService records one: the current version becomes a revision. */
function edited(text: string) {
  return (entry: HistoryEntry): HistoryEntry => ({
    ...entry,
    revisions: [...entry.revisions, entry.current],
    current: { ...entry.current, payload: { content: text } },
  })
}

describe('HistoryStore shared by several processes', () => {
  it('shows what another process recorded after its own index was built', () => {
    const dataDir = scratchDir()
    const app = openHistory(dataDir).store
    const cli = openHistory(dataDir).store
    app.put(historyEntry(0))
    expect(cli.entries(WEBHOOK)).toHaveLength(1)
    const version = app.version
    cli.put(historyEntry(1))
    cli.change(historyEntry(0).id, edited('edited by the CLI'))
    expect(app.version).not.toBe(version)
    expect(contents(app.entries(WEBHOOK))).toEqual([
      { content: 'edited by the CLI' },
      { content: 'Message number 1' },
    ])
    expect(app.get(historyEntry(0).id)?.revisions).toHaveLength(1)
  })

  it('an edit recorded on a stale index keeps the other process’s version', () => {
    const dataDir = scratchDir()
    const a = openHistory(dataDir).store
    const b = openHistory(dataDir).store
    a.put(historyEntry(0))
    expect(b.entries(WEBHOOK)).toHaveLength(1)
    a.change(historyEntry(0).id, edited('A'))
    b.change(historyEntry(0).id, edited('B'))
    const entry = openHistory(dataDir).store.get(historyEntry(0).id)!
    expect(entry.revisions.map((r) => r.payload)).toEqual([{ content: 'Message number 0' }, { content: 'A' }])
    expect(entry.current.payload).toEqual({ content: 'B' })
  })

  it('sees a webhook’s first history written by another process', () => {
    const dataDir = scratchDir()
    const app = openHistory(dataDir).store
    expect(app.entries()).toEqual([])
    const version = app.version
    openHistory(dataDir).store.put(historyEntry(0))
    expect(app.version).not.toBe(version)
    expect(app.entries()).toHaveLength(1)
  })

  it('tells which entries another process changed, as soon as the file changes', async () => {
    const dataDir = scratchDir()
    const heard: string[][] = []
    let notify = () => {}
    const app = new HistoryStore(
      { dataDir, recovery: new RecoveryLog() },
      () => 100,
      (ids) => {
        heard.push(ids)
        notify()
      },
    )
    const stop = app.watch()
    try {
      const cli = openHistory(dataDir).store
      const changed = new Promise<void>((resolve) => (notify = resolve))
      cli.put(historyEntry(0))
      // No read by the app: the watcher takes the new line in and says so.
      await changed
      expect(heard.flat()).toEqual([historyEntry(0).id])
      app.put(historyEntry(1))
      expect(heard.flat()).toEqual([historyEntry(0).id]) // its own changes are its own to announce
    } finally {
      stop()
    }
  })

  // 600 synced appends: slow on a loaded machine, so no short time limit.
  it('loses nothing another process appends around its compaction', { timeout: 120_000 }, async () => {
    const dataDir = scratchDir()
    const a = openHistory(dataDir).store
    const b = openHistory(dataDir).store
    for (let n = 0; n < 5; n++) a.put(historyEntry(n))
    expect(b.entries(WEBHOOK)).toHaveLength(5)
    // Enough superseded lines to start a compaction in the background...
    for (let i = 0; i < 600; i++) a.put(historyEntry(0, `A ${i}`))
    // ...while the other process records, before and after the swap.
    b.put(historyEntry(5))
    await a.settled()
    b.put(historyEntry(6))
    expect(fs.readFileSync(logFile(dataDir), 'utf8').trim().split('\n').length).toBeLessThan(200)
    for (const store of [a, b, openHistory(dataDir).store]) {
      expect(store.entries(WEBHOOK).map((e) => e.messageId)).toEqual(
        [1, 2, 3, 4, 0, 5, 6].map((n) => historyEntry(n).messageId),
      )
    }
  })
})
