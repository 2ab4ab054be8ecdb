import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { HistoryEntryDetail, HistoryEntryView } from '@shared/rpc/areas/history'
import type { Outcome } from '../../api/attempt'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'
import { sharedStart } from '../../util/sharedStart'
import { openDuplicateDraft, openEditDraft } from './composerRequest'
import type { HistoryView } from './reducer'
import { replaceEntry } from './reducer'

export type HistoryState = {
  entries: HistoryEntryView[]
  total: number
  nextCursor: string | null
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadError: RpcErrorData | undefined
  view: HistoryView
  query: string
  /** Loads the first page and follows history.onDidChange; returns the unsubscribe. */
  start(): () => void
  load(): Promise<void>
  loadMore(): Promise<void>
  setView(view: HistoryView): void
  setQuery(query: string): void
  remove(entryId: string): Promise<Outcome<unknown>>
  /** DELETE on Discord through the saved webhook; the service marks the entry deleted. */
  deleteFromDiscord(entry: HistoryEntryView): Promise<Outcome<unknown>>
  loadByLink(webhookId: string, link: string): Promise<Outcome<{ entry: HistoryEntryDetail }>>
  openLink(url: string): Promise<Outcome<unknown>>
  /** Asks the service for the editable body and opens it in the composer as a new draft that edits it. */
  openForEdit(entryId: string): Promise<Outcome<unknown>>
  /** Opens the entry's last payload in the composer as a new draft. */
  duplicate(entryId: string): Promise<Outcome<unknown>>
}

const PAGE = 50

/** Sent and loaded messages, newest first, for the current view and search. */
export const useHistoryStore = create<HistoryState>()((set, get) => {
  const query = () => {
    const { view, query: text } = get()
    return {
      webhookId: view.kind === 'webhook' ? view.webhookId : undefined,
      channelId: view.kind === 'channel' ? view.channelId : undefined,
      query: text.trim() || undefined,
      limit: PAGE,
    }
  }
  return {
    entries: [],
    total: 0,
    nextCursor: null,
    status: 'idle',
    loadError: undefined,
    view: { kind: 'all' },
    query: '',
    start: sharedStart(() => {
      const stop = listen('history.onDidChange', () => drop(get().load()))
      drop(get().load())
      return stop
    }),
    async load() {
      if (get().status === 'idle') set({ status: 'loading' })
      const asked = query()
      const outcome = await attempt('history.list', asked)
      // A newer view or search was chosen meanwhile: its own load will answer.
      if (JSON.stringify(asked) !== JSON.stringify(query())) return
      if (outcome.ok) {
        const { entries, total, nextCursor } = outcome.value
        set({ entries, total, nextCursor, status: 'ready', loadError: undefined })
      } else set({ status: 'failed', loadError: outcome.error })
    },
    async loadMore() {
      const cursor = get().nextCursor
      if (!cursor) return
      const outcome = await attempt('history.list', { ...query(), cursor })
      if (outcome.ok) {
        set({
          entries: [...get().entries, ...outcome.value.entries],
          nextCursor: outcome.value.nextCursor,
          total: outcome.value.total,
        })
      }
    },
    setView(view) {
      set({ view })
      drop(get().load())
    },
    setQuery(text) {
      set({ query: text })
    },
    async remove(entryId) {
      const outcome = await attempt('history.remove', { entryId })
      if (outcome.ok) await get().load()
      return outcome
    },
    async deleteFromDiscord(entry) {
      const outcome = await attempt('message.delete', {
        target: { kind: 'saved', webhookId: entry.webhookId },
        messageId: entry.messageId,
        threadId: entry.threadId ?? undefined,
      })
      if (outcome.ok) {
        // The send engine records the deletion; make sure the row shows it even without the event.
        const marked = await attempt('history.markDeleted', { entryId: entry.id })
        if (marked.ok) set({ entries: replaceEntry(get().entries, marked.value.entry) })
      } else if (outcome.error.kind === 'discord' && outcome.error.status === 404) {
        const marked = await attempt('history.markDeleted', { entryId: entry.id })
        if (marked.ok) set({ entries: replaceEntry(get().entries, marked.value.entry) })
      }
      return outcome
    },
    async loadByLink(webhookId, link) {
      const outcome = await attempt('history.loadByLink', { webhookId, link })
      if (outcome.ok) await get().load()
      return outcome
    },
    openLink: (url) => attempt('app.openExternal', { url }),
    async openForEdit(entryId) {
      const outcome = await attempt('history.prepareEdit', { entryId })
      return outcome.ok ? openEditDraft(outcome.value) : outcome
    },
    async duplicate(entryId) {
      const outcome = await attempt('history.get', { entryId })
      if (!outcome.ok) return outcome
      const { entry } = outcome.value
      // Only a saved webhook can be a draft's target without its URL being pasted again.
      const webhookId = entry.webhookLabel === null ? undefined : entry.webhookId
      return openDuplicateDraft(draftPayload(entry.current.payload, entry.current.message), webhookId)
    },
  }
})

/** Message flags a new message may carry: SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2. */
const SENDABLE_FLAGS = (1 << 2) | (1 << 12) | (1 << 15)

/**
 * The body to start a new draft from: what was sent, or for a loaded message (no payload known) the
 * message's own content, embeds and components. Attachment references are dropped: a new message cannot
 * reuse another message's files.
 */
export function draftPayload(payload: unknown, message: Record<string, unknown>): Record<string, unknown> {
  const sent = isRecord(payload)
  const source = sent ? payload : message
  const keys = sent
    ? [
        'content',
        'embeds',
        'components',
        'allowed_mentions',
        'flags',
        'username',
        'avatar_url',
        'poll',
        'tts',
      ]
    : ['content', 'embeds', 'components', 'flags']
  const draft: Record<string, unknown> = {}
  for (const key of keys) {
    const value = source[key]
    if (value === undefined || value === null || value === '') continue
    if (key === 'flags') {
      const flags = typeof value === 'number' ? value & SENDABLE_FLAGS : 0
      if (flags) draft.flags = flags
    } else draft[key] = value
  }
  return draft
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
