import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { HistoryEntry } from '@services/stores/historyStore'
import { HistoryStore } from '@services/stores/historyStore'
import { RecoveryLog } from '@services/stores/recoveryLog'

/** Shared by the history store tests and the history benchmark: entries and stores in a scratch folder. */
export const WEBHOOK = '100000000000000001'
const CHANNEL = '200000000000000002'

export function historyEntry(n: number, text = `Message number ${n}`, webhookId = WEBHOOK): HistoryEntry {
  const messageId = String(300000000000000000n + BigInt(n))
  const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString()
  return {
    id: `${webhookId}-${messageId}`,
    webhookId,
    messageId,
    channelId: CHANNEL,
    threadId: null,
    guildId: null,
    source: 'sent',
    sentAt: at,
    current: {
      at,
      payload: { content: text },
      attachmentNames: [],
      message: { id: messageId, channel_id: CHANNEL, content: text },
    },
    revisions: [],
    deletedAt: null,
  }
}

export function scratchDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'herald-history-'))
}

export function openHistory(dataDir: string, limit = 100_000, recovery = new RecoveryLog()) {
  const clock = () => new Date('2026-11-23T10:00:00.000Z')
  return { store: new HistoryStore({ dataDir, recovery, clock }, () => limit), recovery }
}

/** Writes a history in the whole-file JSON format Herald kept before the log (version 1). */
export function writeWholeFileHistory(dataDir: string, entries: HistoryEntry[], webhookId = WEBHOOK): string {
  const dir = path.join(dataDir, 'history')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${webhookId}.json`)
  fs.writeFileSync(file, JSON.stringify({ version: 1, webhookId, entries }))
  return file
}
