import { snowflakeToDate } from '@shared/discord/snowflake'
import type { HistoryEntry, HistoryRevision, HistoryStore } from '../stores/historyStore'
import { historyEntryId } from '../stores/historyStore'
import type { DiscordMessage } from './ports'

/** What the send engine's onSent hook passes for a message that was posted. */
export type SentRecord = {
  webhookId: string
  /** Discord's message as returned (wait=true); its id and channel_id are used. */
  message: DiscordMessage
  /** The exact execute body sent. */
  payload: unknown
  attachmentNames: string[]
  threadId?: string | null
  sentAt?: string
}

/** What the send engine's onEdited hook passes after a PATCH. */
export type EditRecord = Omit<SentRecord, 'sentAt'> & { editedAt?: string }

export type HistoryRecorderDeps = {
  store: HistoryStore
  /** The server of a saved webhook (null when not saved): Discord's REST messages never say. */
  savedGuildOf: (webhookId: string) => string | null
  clock?: () => Date
  /** Called with the ids of the entries recorded or changed. */
  onDidChange?: (entryIds: string[]) => void
}

/**
 * Records what was sent, edited and deleted in History: all that a process which only records needs (a
 * `herald` run opens History's store, the settings for its cap and the webhook store for the server, not
 * the vault or the library's services). HistoryService records through it and shows the entries.
 */
export class HistoryRecorder {
  constructor(private readonly deps: HistoryRecorderDeps) {}

  /** Records a sent message. Sends without a returned message (wait=false) have nothing to record. */
  record(sent: SentRecord): HistoryEntry {
    const now = this.now()
    const entry: HistoryEntry = {
      id: historyEntryId(sent.webhookId, sent.message.id),
      webhookId: sent.webhookId,
      messageId: sent.message.id,
      channelId: sent.message.channel_id,
      threadId: sent.threadId ?? null,
      guildId: this.guildOf(sent.webhookId, sent.message),
      source: 'sent',
      sentAt: sent.sentAt ?? now,
      current: revision(now, sent.payload, sent.attachmentNames, sent.message),
      revisions: [],
      deletedAt: null,
    }
    this.deps.store.put(entry)
    this.deps.onDidChange?.([entry.id])
    return entry
  }

  /**
   * Keeps the previous version as a revision and makes the edit current, unless Discord applied it before
   * the current one (another process recorded a later edit first): then it joins the earlier versions.
   */
  recordEdit(edit: EditRecord): HistoryEntry {
    const id = historyEntryId(edit.webhookId, edit.message.id)
    const at = edit.editedAt ?? this.now()
    const next = revision(at, edit.payload, edit.attachmentNames, edit.message)
    const changed = this.deps.store.change(id, (entry) => withVersion(entry, next))
    if (changed) {
      this.deps.onDidChange?.([id])
      return changed
    }
    return this.record({ ...edit, sentAt: snowflakeToDate(edit.message.id).toISOString() })
  }

  /** For the send engine after message.delete, and for the page when it finds a message gone. */
  recordDeleted(webhookId: string, messageId: string): HistoryEntry | undefined {
    const id = historyEntryId(webhookId, messageId)
    const changed = this.deps.store.change(id, (entry) => ({
      ...entry,
      deletedAt: entry.deletedAt ?? this.now(),
    }))
    if (!changed) return undefined
    this.deps.onDidChange?.([id])
    return changed
  }

  guildOf(webhookId: string, message: DiscordMessage): string | null {
    if (typeof message.guild_id === 'string') return message.guild_id
    return this.deps.savedGuildOf(webhookId)
  }

  now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }
}

export function revision(
  at: string,
  payload: unknown,
  attachmentNames: string[],
  message: DiscordMessage,
): HistoryRevision {
  return { at, payload: payload ?? null, attachmentNames, message }
}

/** When Discord applied a version: its edited_timestamp; a version never edited comes before every edit. */
function appliedAt(version: HistoryRevision): number {
  const edited = version.message.edited_timestamp
  return typeof edited === 'string' ? Date.parse(edited) : Number.NEGATIVE_INFINITY
}

/** The entry with one more version, placed in the order Discord applied the versions (ties: as recorded). */
function withVersion(entry: HistoryEntry, next: HistoryRevision): HistoryEntry {
  const at = appliedAt(next)
  if (!(at < appliedAt(entry.current))) {
    return { ...entry, revisions: [...entry.revisions, entry.current], current: next }
  }
  const later = entry.revisions.findIndex((version) => appliedAt(version) > at)
  const revisions = [...entry.revisions]
  revisions.splice(later < 0 ? revisions.length : later, 0, next)
  return { ...entry, revisions }
}
