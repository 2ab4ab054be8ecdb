import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { historyEntry, openHistory, scratchDir, WEBHOOK, writeWholeFileHistory } from './historyEntries'

beforeAll(() => setLogSink(() => {}, 'error'))

const logFile = (dataDir: string) => path.join(dataDir, 'history', `${WEBHOOK}.jsonl`)
const ids = (entries: { messageId: string }[]) => entries.map((entry) => entry.messageId)

/** Bytes this process handed to write(2) (Linux): what a record really costs the disk. */
function bytesWritten(): number {
  return Number(/wchar:\s*(\d+)/.exec(fs.readFileSync('/proc/self/io', 'utf8'))![1])
}

describe('HistoryStore, an append-only log per webhook', () => {
  it.runIf(fs.existsSync('/proc/self/io'))(
    'writes the same bytes to record a message whatever the size of the history',
    () => {
      const perRecord = (size: number) => {
        const dataDir = scratchDir()
        writeWholeFileHistory(
          dataDir,
          Array.from({ length: size }, (_, n) => historyEntry(n)),
        )
        const { store } = openHistory(dataDir)
        expect(store.entries(WEBHOOK)).toHaveLength(size) // opened (and converted) before measuring
        const before = bytesWritten()
        for (let n = size; n < size + 10; n++) store.put(historyEntry(n))
        return (bytesWritten() - before) / 10
      }
      const small = perRecord(10)
      const large = perRecord(5_000)
      // One entry is about 450 bytes of JSON: a record writes its own line and nothing of the rest.
      expect(small).toBeLessThan(1_000)
      expect(large).toBeLessThan(small * 1.1)
    },
  )

  it('keeps every entry, its order and its changes across reopening', () => {
    const dataDir = scratchDir()
    const { store } = openHistory(dataDir)
    for (let n = 0; n < 5; n++) store.put(historyEntry(n))
    store.change(historyEntry(1).id, (entry) => ({ ...entry, deletedAt: '2026-11-23T11:00:00.000Z' }))
    store.put(historyEntry(0, 'sent again'))
    expect(store.remove(historyEntry(3).id)).toBe(true)
    expect(store.remove(historyEntry(3).id)).toBe(false)
    const reopened = openHistory(dataDir).store.entries(WEBHOOK)
    expect(reopened).toEqual(store.entries(WEBHOOK))
    expect(ids(reopened)).toEqual(ids([1, 2, 4, 0].map((n) => historyEntry(n))))
    expect(reopened[0]!.deletedAt).toBe('2026-11-23T11:00:00.000Z')
    expect(reopened[3]!.current.payload).toEqual({ content: 'sent again' })
  })

  it('drops the oldest beyond the cap, and raising the cap later brings none back', () => {
    const dataDir = scratchDir()
    const { store } = openHistory(dataDir, 3)
    for (let n = 0; n < 6; n++) store.put(historyEntry(n))
    expect(ids(store.entries(WEBHOOK))).toEqual(ids([3, 4, 5].map((n) => historyEntry(n))))
    expect(ids(openHistory(dataDir, 10).store.entries(WEBHOOK))).toEqual(ids(store.entries(WEBHOOK)))
  })

  it('ignores a torn last line left by a crash, cuts it off, and appends after it', () => {
    const dataDir = scratchDir()
    const { store } = openHistory(dataDir)
    for (let n = 0; n < 3; n++) store.put(historyEntry(n))
    const whole = fs.readFileSync(logFile(dataDir), 'utf8')
    const line = JSON.stringify({ put: historyEntry(3) })
    fs.appendFileSync(logFile(dataDir), line.slice(0, line.length / 2))

    const { store: after, recovery } = openHistory(dataDir)
    expect(ids(after.entries(WEBHOOK))).toEqual(ids([0, 1, 2].map((n) => historyEntry(n))))
    expect(fs.readFileSync(logFile(dataDir), 'utf8')).toBe(whole)
    expect(recovery.list()).toEqual([]) // a torn line is an unacknowledged write, not damage
    after.put(historyEntry(4))
    expect(openHistory(dataDir).store.entries(WEBHOOK)).toHaveLength(4)
  })

  it('keeps a damaged log aside, reports it, and goes on with every readable line', () => {
    const dataDir = scratchDir()
    const { store } = openHistory(dataDir)
    for (let n = 0; n < 3; n++) store.put(historyEntry(n))
    const lines = fs.readFileSync(logFile(dataDir), 'utf8').split('\n')
    lines[2] = '{"put": {"id": "not an entry"}}'
    fs.writeFileSync(logFile(dataDir), lines.join('\n'))

    const { store: after, recovery } = openHistory(dataDir)
    expect(ids(after.entries(WEBHOOK))).toEqual(ids([0, 2].map((n) => historyEntry(n))))
    const [report] = recovery.list()
    expect(report).toMatchObject({ store: `history/${WEBHOOK}`, reason: 'invalid' })
    expect(report!.detail).toContain('Lines 3 could not be read')
    expect(fs.readFileSync(report!.movedTo, 'utf8')).toBe(lines.join('\n'))
    expect(fs.readFileSync(logFile(dataDir), 'utf8').split('\n')).toHaveLength(4) // header, 2 lines, end
  })

  it('converts a whole-file history on first open and removes the old file', () => {
    const dataDir = scratchDir()
    const old = writeWholeFileHistory(
      dataDir,
      [0, 1, 2].map((n) => historyEntry(n)),
    )
    const { store } = openHistory(dataDir)
    expect(store.webhookIds()).toEqual([WEBHOOK])
    expect(ids(store.entries())).toEqual(ids([0, 1, 2].map((n) => historyEntry(n))))
    expect(fs.existsSync(old)).toBe(false)
    expect(fs.readFileSync(logFile(dataDir), 'utf8').trim().split('\n')).toHaveLength(4)
    expect(openHistory(dataDir).store.get(historyEntry(2).id)).toEqual(historyEntry(2))
  })

  it('keeps a damaged whole-file history aside when converting it', () => {
    const dataDir = scratchDir()
    const old = writeWholeFileHistory(dataDir, [])
    fs.writeFileSync(old, '{"version": 1, "entries": [')
    const { store, recovery } = openHistory(dataDir)
    expect(store.entries(WEBHOOK)).toEqual([])
    expect(recovery.list()[0]).toMatchObject({ reason: 'unparseable' })
    expect(fs.readFileSync(recovery.list()[0]!.movedTo, 'utf8')).toBe('{"version": 1, "entries": [')
  })

  it('compacts superseded lines in the background, keeping what is recorded meanwhile', async () => {
    const dataDir = scratchDir()
    const { store } = openHistory(dataDir)
    for (let n = 0; n < 10; n++) store.put(historyEntry(n))
    // 600 edits of the same entries: the 500th superseded line starts a compaction.
    for (let i = 0; i < 600; i++) store.put(historyEntry(i % 10, `edit ${i}`))
    store.put(historyEntry(10)) // recorded while the compaction copies its snapshot
    await store.settled()
    const lines = fs.readFileSync(logFile(dataDir), 'utf8').trim().split('\n')
    expect(lines.length).toBeLessThan(120)
    const reopened = openHistory(dataDir).store.entries(WEBHOOK)
    expect(reopened).toEqual(store.entries(WEBHOOK))
    expect(reopened).toHaveLength(11)
    expect(reopened.find((entry) => entry.messageId === historyEntry(9).messageId)!.current.payload).toEqual({
      content: 'edit 599',
    })
    // No temporary file left: the log and its order file (historyAppend.test.ts) only.
    expect(fs.readdirSync(path.join(dataDir, 'history')).sort()).toEqual([
      `${WEBHOOK}.jsonl`,
      `${WEBHOOK}.jsonl.order`,
    ])
  })

  it('keeps the very change that starts a compaction', async () => {
    const dataDir = scratchDir()
    const { store } = openHistory(dataDir)
    for (let n = 0; n < 600; n++) store.put(historyEntry(n))
    for (let i = 0; i < 520; i++) store.put(historyEntry(599, `edit ${i}`))
    // Each removal supersedes two lines' worth: the 27th makes superseded lines outnumber live entries.
    for (let n = 0; n < 27; n++) store.remove(historyEntry(n).id)
    await store.settled()
    expect(fs.readFileSync(logFile(dataDir), 'utf8').trim().split('\n')).toHaveLength(574)
    const reopened = openHistory(dataDir).store.entries(WEBHOOK)
    expect(reopened).toHaveLength(573)
    expect(reopened[0]!.messageId).toBe(historyEntry(27).messageId)
  }, 60_000)
})
