import path from 'node:path'
import { historyLines } from '@services/stores/historyFormat'
import type { HistoryEntry } from '@services/stores/historyStore'
import { historyEntryId } from '@services/stores/historyStore'
import { replaceLines } from '@services/stores/lineLog'
import fs from 'node:fs'

/**
 * A data folder whose History of the webhook holds `count` entries shaped like what a send records: one
 * message posted to the emulator with wait=true, its answer copied under consecutive message ids. The
 * log is written as a compaction leaves it (header, then one put per entry).
 */
export async function fillHistory(
  dataDir: string,
  webhook: { id: string; url: string },
  count: number,
): Promise<void> {
  const payload = { content: 'A message as a release note might read: what changed, and where to look.' }
  const response = await fetch(`${webhook.url}?wait=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  const message = (await response.json()) as Record<string, unknown> & { id: string; channel_id: string }
  const first = BigInt(message.id)
  const entries: HistoryEntry[] = Array.from({ length: count }, (_, i) => {
    const id = String(first + BigInt(i))
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
    return {
      id: historyEntryId(webhook.id, id),
      webhookId: webhook.id,
      messageId: id,
      channelId: message.channel_id,
      threadId: null,
      guildId: typeof message.guild_id === 'string' ? message.guild_id : null,
      source: 'sent',
      sentAt: at,
      current: { at, payload, attachmentNames: [], message: { ...message, id, timestamp: at } },
      revisions: [],
      deletedAt: null,
    }
  })
  const dir = path.join(dataDir, 'history')
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  replaceLines(path.join(dir, `${webhook.id}.jsonl`), [...historyLines(webhook.id, entries)].flat())
}
