import { setImmediate as yieldToLoop } from 'node:timers/promises'
import { parseMessageLink } from '@shared/discord/urls'
import { snowflakeToDate } from '@shared/discord/snowflake'
import { attachmentsOfMessage } from '@shared/discord/messageAttachments'
import type { HistoryEntryDetail, HistoryEntryView } from '@shared/rpc/areas/history'
import type { MethodOutput } from '@shared/rpc/contract'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import type { HistoryEntry, HistoryStore } from '../stores/historyStore'
import { historyEntryId } from '../stores/historyStore'
import { discordFailure } from './discordErrors'
import type { DiscordMessage, MessageApi } from './ports'
import {
  editablePayload,
  existingAttachments,
  historyDetail,
  historyView,
  searchTextOf,
} from './historyViews'
import type { HistoryPlaces } from './historyPlaces'
import type { WebhookLibrary } from './webhookLibrary'
import { LIST_SLICE, NewestFirst } from './historyOrder'
import type { EditRecord, SentRecord } from './historyRecorder'
import { HistoryRecorder, revision } from './historyRecorder'

export type { EditRecord, SentRecord } from './historyRecorder'

export { LIST_SLICE }

export type HistoryPage = { entries: HistoryEntryView[]; nextCursor: string | null; total: number }

export type HistoryServiceDeps = {
  store: HistoryStore
  library: WebhookLibrary
  messages: MessageApi
  /** Names of the server, channel and thread of each entry. */
  places: Pick<HistoryPlaces, 'placeOf'>
  clock?: () => Date
  /** Called with the ids of entries recorded or changed by the send engine (the page refreshes). */
  onDidChange?: (entryIds: string[]) => void
}

export type HistoryQuery = {
  webhookId?: string
  channelId?: string
  query?: string
  includeDeleted: boolean
  cursor?: string
  limit: number
}

/**
 * The history of sent (and loaded) messages: recorded by the send engine, listed newest first, reopened
 * for edits with their flags and attachments, and filled from a message link.
 */
export class HistoryService {
  private readonly newestFirst: NewestFirst
  private readonly searchTexts = new WeakMap<HistoryEntry, { label: string | null; text: string }>()
  private readonly recorder: HistoryRecorder

  constructor(private readonly deps: HistoryServiceDeps) {
    this.newestFirst = new NewestFirst(deps.store)
    this.recorder = new HistoryRecorder({
      store: deps.store,
      savedGuildOf: (webhookId) => deps.library.find(webhookId)?.guildId ?? null,
      clock: deps.clock,
      onDidChange: deps.onDidChange,
    })
  }

  /** Records a sent message. Sends without a returned message (wait=false) have nothing to record. */
  record(sent: SentRecord): HistoryEntryView {
    return this.view(this.recorder.record(sent))
  }

  /** Records an edit as the entry's newest version, in the order Discord applied them (HistoryRecorder). */
  recordEdit(edit: EditRecord): HistoryEntryView {
    return this.view(this.recorder.recordEdit(edit))
  }

  /** For the send engine after message.delete, and for the page when it finds a message gone. */
  recordDeleted(webhookId: string, messageId: string): HistoryEntryDetail | undefined {
    const changed = this.recorder.recordDeleted(webhookId, messageId)
    return changed && this.detail(changed)
  }

  /** An entry from a backup, as it was kept: added, or over the entry for the same message. */
  restore(entry: HistoryEntry): void {
    this.deps.store.put(entry)
    this.deps.onDidChange?.([entry.id])
  }

  list(query: HistoryQuery): HistoryPage {
    return this.page(query, this.newestFirst.now(query.webhookId).filter(this.filterFor(query)))
  }

  /**
   * list for the page (history.list): the same answer, looking at LIST_SLICE entries at a time and
   * yielding to the event loop between slices, so a search of 100k entries (which builds each entry's
   * search text the first time) never holds up the server. Entries are replaced, never mutated, and the
   * newest-first array is a snapshot, so a change made while it yields shows in the next list.
   */
  async listInSlices(query: HistoryQuery): Promise<HistoryPage> {
    const entries = await this.newestFirst.inSlices(query.webhookId)
    const keep = this.filterFor(query)
    const matching: HistoryEntry[] = []
    for (let start = 0; start < entries.length; start += LIST_SLICE) {
      if (start > 0) await yieldToLoop()
      const end = Math.min(entries.length, start + LIST_SLICE)
      for (let i = start; i < end; i++) if (keep(entries[i]!)) matching.push(entries[i]!)
    }
    // The page asks: names not known yet are read in the background (history.onDidChange follows).
    return this.page(query, matching, true)
  }

  get(entryId: string): HistoryEntryDetail {
    return this.detail(this.require(entryId))
  }

  remove(entryId: string): boolean {
    return this.deps.store.remove(entryId)
  }

  markDeleted(entryId: string): HistoryEntryDetail {
    const entry = this.require(entryId)
    return this.recordDeleted(entry.webhookId, entry.messageId)!
  }

  /**
   * Loads a message this webhook sent from a link or id (GET by token). A message in a thread is only found
   * with thread_id, and a link to it names the thread as its channel: on 404 10008 the link's channel is
   * tried as thread_id.
   */
  async loadByLink(webhookId: string, link: string): Promise<HistoryEntryDetail> {
    const parsed = parseMessageLink(link)
    if (!parsed.ok) {
      throw new RpcError({
        kind: 'invalidInput',
        message: parsed.message,
        phrase: parsed.phrase,
        issues: [{ path: 'link', message: parsed.message, phrase: parsed.phrase }],
      })
    }
    const { token } = this.deps.library.resolveTarget(webhookId)
    let threadId: string | null = null
    let message: DiscordMessage
    try {
      message = await this.deps.messages.getMessage(webhookId, token, parsed.messageId)
    } catch (error) {
      const failure = discordFailure(error)
      if (!(failure?.status === 404 && failure.code === 10008 && parsed.channelId)) throw notSentBy(error)
      threadId = parsed.channelId
      try {
        message = await this.deps.messages.getMessage(webhookId, token, parsed.messageId, threadId)
      } catch (retryError) {
        throw notSentBy(retryError)
      }
    }
    const id = historyEntryId(webhookId, message.id)
    const now = this.now()
    // Read and written holding the log's lock: an edit another process records meanwhile is kept.
    const loaded = this.deps.store.upsert({ id, webhookId }, (existing) =>
      existing
        ? { ...existing, current: { ...existing.current, message }, deletedAt: null }
        : {
            id,
            webhookId,
            messageId: message.id,
            channelId: message.channel_id,
            threadId,
            guildId: parsed.guildId ?? this.recorder.guildOf(webhookId, message),
            source: 'loaded',
            sentAt: snowflakeToDate(message.id).toISOString(),
            current: revision(
              now,
              null,
              existingAttachments(message).map((a) => a.filename),
              message,
            ),
            revisions: [],
            deletedAt: null,
          },
    )
    return this.detail(loaded)
  }

  /** The body and attachment list to open in the composer for an edit of this entry. */
  prepareEdit(entryId: string): MethodOutput<'history.prepareEdit'> {
    const entry = this.require(entryId)
    if (entry.deletedAt)
      throw rpcError(
        'conflict',
        said(
          'service.history.deletedOnDiscord',
          'This message was deleted from Discord; duplicate it as a new draft instead.',
        ),
      )
    const { payload, componentsV2 } = editablePayload(entry)
    return {
      entryId,
      target: { kind: 'saved', webhookId: entry.webhookId },
      messageId: entry.messageId,
      threadId: entry.threadId,
      payload,
      attachments: attachmentsOfMessage(entry.current.message),
      componentsV2,
    }
  }

  private filterFor(query: HistoryQuery): (entry: HistoryEntry) => boolean {
    const words = (query.query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const { channelId, includeDeleted } = query
    const inThreadOf = channelId ? this.threadsOf(channelId) : undefined
    return (entry) =>
      (!channelId || entry.channelId === channelId || entry.threadId === channelId || inThreadOf!(entry)) &&
      (includeDeleted || entry.deletedAt === null) &&
      this.matches(entry, words)
  }

  /**
   * Whether an entry is in a thread of this channel, a forum post above all: its channel is the post,
   * and it has no thread_id. A webhook posts only in its channel and that channel's threads, so a message
   * of a webhook of this channel that sits in a channel the library does not know is in one of them.
   */
  private threadsOf(channelId: string): (entry: HistoryEntry) => boolean {
    const file = this.deps.library.file()
    const homes = new Set(
      file.webhooks.filter((record) => record.channelId === channelId).map((record) => record.id),
    )
    const channels = new Set(file.channels.map((channel) => channel.id))
    return (entry) => homes.has(entry.webhookId) && !channels.has(entry.channelId)
  }

  private page(query: HistoryQuery, matching: HistoryEntry[], lookup = false): HistoryPage {
    const start = Math.max(0, Number.parseInt(query.cursor ?? '0', 10) || 0)
    const page = matching.slice(start, start + query.limit)
    const end = start + page.length
    return {
      entries: page.map((entry) => this.view(entry, lookup)),
      nextCursor: end < matching.length ? String(end) : null,
      total: matching.length,
    }
  }

  /** Whether every word is in the entry's searchable text (no words: every entry). */
  private matches(entry: HistoryEntry, words: string[]): boolean {
    if (words.length === 0) return true
    const text = this.searchText(entry)
    return words.every((word) => text.includes(word))
  }

  /** An entry's searchable text, built once per entry version and webhook label (entries are replaced, not mutated). */
  private searchText(entry: HistoryEntry): string {
    const label = this.deps.library.labelOf(entry.webhookId)
    const cached = this.searchTexts.get(entry)
    if (cached?.label === label) return cached.text
    const text = searchTextOf(entry, label)
    this.searchTexts.set(entry, { label, text })
    return text
  }

  private require(entryId: string): HistoryEntry {
    const entry = this.deps.store.get(entryId)
    if (!entry)
      throw rpcError(
        'notFound',
        said('service.history.noEntry', 'This history entry does not exist (removed?).'),
      )
    return entry
  }

  private view(entry: HistoryEntry, lookup = false): HistoryEntryView {
    return historyView(
      entry,
      this.deps.library.labelOf(entry.webhookId),
      this.deps.places.placeOf(entry, lookup),
    )
  }

  private detail(entry: HistoryEntry): HistoryEntryDetail {
    return historyDetail(entry, this.deps.library.labelOf(entry.webhookId), this.deps.places.placeOf(entry))
  }

  private now(): string {
    return this.recorder.now()
  }
}

function notSentBy(error: unknown): unknown {
  const failure = discordFailure(error)
  if (failure?.status === 404 && failure.code === 10008) {
    return new RpcError({
      kind: 'notFound',
      ...said(
        'service.history.notSentBy',
        'Discord found no message with this id sent by this webhook. A webhook can load only its own messages; check the link and the webhook.',
      ),
    })
  }
  return error
}
