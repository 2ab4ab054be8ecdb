import type { APIMessage } from 'discord-api-types/v10'
import type { SentRecord } from '../send'
import type { EditRecord, SentRecord as PostedRecord } from './historyRecorder'
import type { DiscordMessage } from './ports'

/** discord-api-types' message interface has no index signature; the library reads it as a plain record. */
export function toDiscordMessage(message: APIMessage): DiscordMessage {
  return message as unknown as DiscordMessage
}

/** HistoryService (answers views) or HistoryRecorder (answers entries). */
type Records<T> = {
  record(sent: PostedRecord): T
  recordEdit(edit: EditRecord): T
  recordDeleted(webhookId: string, messageId: string): unknown
}

/**
 * What the send engine reports becomes a history entry, a new revision, or a deletion mark: the same in
 * every process that sends through a data folder (the app, `herald` runs).
 */
export function recordSent<T>(history: Records<T>, record: SentRecord): T | undefined {
  if (record.action === 'delete') {
    if (record.messageId) history.recordDeleted(record.webhookId, record.messageId)
    return undefined
  }
  // A send without wait returns no message, so there is nothing to point the entry at.
  if (!record.message) return undefined
  const entry = {
    webhookId: record.webhookId,
    message: toDiscordMessage(record.message),
    payload: record.body ?? null,
    attachmentNames: (record.message.attachments ?? []).map((attachment) => attachment.filename),
    threadId: record.threadId ?? null,
  }
  if (record.action === 'edit') return history.recordEdit(entry)
  return history.record({ ...entry, sentAt: new Date(record.at).toISOString() })
}
