// A child process for historyCrash.test.ts: records entries into the history at argv[2] as fast as it
// can, and marks each one deleted right after (a superseded line, so compactions keep running), printing
// each entry's number once both have returned (acknowledged), until it is killed.
import { setLogSink } from '@services/log'
import { historyEntry, openHistory } from '../../unit/electron/services/stores/historyEntries'

setLogSink(() => {}, 'error')
const { store } = openHistory(process.argv[2]!)
for (let n = 0; ; n++) {
  const entry = historyEntry(n)
  store.put(entry)
  store.change(entry.id, (current) => ({ ...current, deletedAt: current.sentAt }))
  process.stdout.write(`${n}\n`)
  // Give the event loop a turn so that background compaction runs between records, as in the app.
  if (n % 50 === 49) await new Promise((resolve) => setImmediate(resolve))
}
