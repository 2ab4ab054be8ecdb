import fs from 'node:fs'
import path from 'node:path'
import { createLogger } from '../log'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'
import { historyLines } from './historyFormat'
import type { HistoryFile } from './historySchema'
import { historyFileSchema } from './historySchema'
import { replaceLines } from './lineLog'

const log = createLogger('services/stores')

/**
 * Converts the whole-file history Herald kept before the log (history/<id>.json) into the log at
 * `logPath`, then removes it. The old file is read through JsonStore: validated, and a damaged one kept
 * aside and reported. A log found beside it means an earlier conversion finished before the removal.
 */
export function convertWholeFileHistory(
  deps: StoreDeps,
  dir: string,
  webhookId: string,
  logPath: string,
): void {
  const wholeFile = path.join(dir, `${webhookId}.json`)
  if (!fs.existsSync(wholeFile)) return
  if (!fs.existsSync(logPath)) {
    const label = `history/${webhookId}`
    const store = openDataStore<HistoryFile>(deps, {
      dir,
      name: webhookId,
      label,
      schema: historyFileSchema,
      defaults: () => ({ version: 1, webhookId, entries: [] }),
    })
    replaceLines(logPath, [...historyLines(webhookId, store.read().entries)].flat())
    log.info(`${label}: converted the history file to a log`)
  }
  fs.rmSync(wholeFile, { force: true })
}
