import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { openServices } from '../../support/services'
import type { Opened } from '../../support/services'
import { historyEntry, writeWholeFileHistory } from '../../unit/electron/services/stores/historyEntries'
import { cliHarness, runNode } from './cliProcess'

// Issue 23: a `herald send` appends to its webhook's History without reading every entry (the order
// file beside the log), while the app has the same History open and records too. The built bundle as
// child processes on a data folder whose History is full (2,000 entries, the default cap).

const cli = cliHarness('herald-cli-history-append-')
const FULL = 2_000

/** Every entry the app lists, newest first, page by page as the History screen asks. */
async function everyEntry(app: Opened): Promise<HistoryEntryView[]> {
  const entries: HistoryEntryView[] = []
  let cursor: string | undefined
  do {
    const page = await app.call<{ entries: HistoryEntryView[]; nextCursor: string | null }>('history.list', {
      includeDeleted: true,
      limit: 200,
      cursor,
    })
    entries.push(...page.entries)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return entries
}

describe('herald send into a full History', () => {
  it('the app then lists every entry in order with the new ones, capped, none twice', async () => {
    setLogSink(() => {}, 'error')
    const webhook = cli.emu.demo.webhooks.general
    const dataDir = path.join(cli.dir, 'full')
    const old = Array.from({ length: FULL }, (_, n) => historyEntry(n, `old ${n}`, webhook.id))
    writeWholeFileHistory(dataDir, old, webhook.id)
    const app = await openServices(cli.emu, dataDir)
    try {
      expect(await everyEntry(app)).toHaveLength(FULL) // the app has read its History
      const send = (content: string) =>
        runNode([cli.entry, 'send', '-'], {
          stdin: JSON.stringify({ content }),
          env: { ...cli.env(dataDir), HERALD_WEBHOOK_URL: webhook.url },
        })
      // Three runs and the app record at the same time, then one more run.
      const [a, b, c] = await Promise.all([
        send('run a'),
        send('run b'),
        send('run c'),
        app.call('message.send', { target: { kind: 'url', url: webhook.url }, message: { content: 'app' } }),
      ])
      for (const run of [a!, b!, c!]) expect(run, run.stderr).toMatchObject({ code: 0 })
      const last = await send('run d')
      expect(last, last.stderr).toMatchObject({ code: 0 })
      // The last run left the order file the next one appends from: up to the end of the log, capped.
      const log = path.join(dataDir, 'history', `${webhook.id}.jsonl`)
      const order = JSON.parse(fs.readFileSync(`${log}.order`, 'utf8')) as { offset: number; ids: string[] }
      expect(order.offset).toBe(fs.statSync(log).size)
      expect(order.ids).toHaveLength(FULL)

      const fresh = await openServices(cli.emu, dataDir)
      try {
        for (const listed of [await everyEntry(app), await everyEntry(fresh)]) {
          expect(listed).toHaveLength(FULL)
          const [newest, ...rest] = listed.map((entry) => entry.messageId)
          const posted = cli.emu.control.messages()
          const contentOf = (id: string) => posted.find((message) => message.id === id)?.content
          expect(contentOf(newest!)).toBe('run d')
          expect(new Set(rest.slice(0, 4).map(contentOf))).toEqual(
            new Set(['run a', 'run b', 'run c', 'app']),
          )
          // The rest as they were, newest first; the five oldest dropped by the cap.
          expect(rest.slice(4)).toEqual(
            old
              .slice(5)
              .reverse()
              .map((entry) => entry.messageId),
          )
        }
      } finally {
        await fresh.services.dispose()
      }
    } finally {
      await app.services.dispose()
    }
  }, 120_000)
})
