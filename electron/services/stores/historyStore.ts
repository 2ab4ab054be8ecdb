import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { JsonStore } from './jsonStore'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'

const snowflake = z.string().regex(/^\d{17,20}$/)

/** One version of a sent message: what Herald sent and what Discord answered. */
export const historyRevisionSchema = z.object({
  at: z.string(),
  /** The exact body sent (execute or edit), as JSON. */
  payload: z.unknown(),
  attachmentNames: z.array(z.string()),
  /** Discord's message object as returned. */
  message: z.record(z.string(), z.unknown()),
})
export type HistoryRevision = z.infer<typeof historyRevisionSchema>

export const historyEntrySchema = z.object({
  /** `<webhook id>-<message id>`: one entry per message, and the file is found from the id alone. */
  id: z.string(),
  webhookId: snowflake,
  messageId: snowflake,
  channelId: snowflake,
  threadId: snowflake.nullable(),
  guildId: snowflake.nullable(),
  /** 'sent' by Herald, or 'loaded' from a message link. */
  source: z.enum(['sent', 'loaded']),
  sentAt: z.string(),
  /** The current version. */
  current: historyRevisionSchema,
  /** Earlier versions, oldest first, kept when the message is edited. */
  revisions: z.array(historyRevisionSchema),
  /** Set when the message was deleted from Discord (by Herald or found gone). */
  deletedAt: z.string().nullable(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

export const historyFileSchema = z.object({
  version: z.literal(1),
  webhookId: snowflake,
  /** Oldest first, so recording appends. */
  entries: z.array(historyEntrySchema),
})
export type HistoryFile = z.infer<typeof historyFileSchema>

export function historyEntryId(webhookId: string, messageId: string): string {
  return `${webhookId}-${messageId}`
}

export function parseHistoryEntryId(id: string): { webhookId: string; messageId: string } | undefined {
  const m = /^(\d{17,20})-(\d{17,20})$/.exec(id)
  return m ? { webhookId: m[1]!, messageId: m[2]! } : undefined
}

/**
 * The sent-message history, one file per webhook under history/. conf (like electron-store) rewrites a
 * whole file on every change, so one big file would make each send rewrite every message ever sent;
 * one file per webhook bounds a write to that webhook's history, lets a webhook's history be dropped as
 * one file, and keeps a damaged file from taking all history with it. Each file is capped
 * (historyLimitPerWebhook, oldest entries dropped first). Files are opened lazily and then cached.
 */
export class HistoryStore {
  readonly dir: string
  private readonly files = new Map<string, JsonStore<HistoryFile>>()

  constructor(
    private readonly deps: StoreDeps,
    private readonly limit: () => number,
  ) {
    this.dir = path.join(deps.dataDir, 'history')
  }

  forWebhook(webhookId: string): JsonStore<HistoryFile> {
    let store = this.files.get(webhookId)
    if (!store) {
      store = openDataStore<HistoryFile>(this.deps, {
        dir: this.dir,
        name: webhookId,
        label: `history/${webhookId}`,
        schema: historyFileSchema,
        defaults: () => ({ version: 1, webhookId, entries: [] }),
      })
      this.files.set(webhookId, store)
    }
    return store
  }

  /** Every webhook id with a history file. */
  webhookIds(): string[] {
    let names: string[]
    try {
      names = fs.readdirSync(this.dir)
    } catch {
      return [...this.files.keys()]
    }
    const ids = new Set(this.files.keys())
    for (const name of names) {
      const m = /^(\d{17,20})\.json$/.exec(name)
      if (m) ids.add(m[1]!)
    }
    return [...ids]
  }

  entries(webhookId?: string): HistoryEntry[] {
    const ids = webhookId ? [webhookId] : this.webhookIds()
    return ids.flatMap((id) => this.forWebhook(id).read().entries)
  }

  get(entryId: string): HistoryEntry | undefined {
    const key = parseHistoryEntryId(entryId)
    if (!key || !this.webhookIds().includes(key.webhookId)) return undefined
    return this.forWebhook(key.webhookId)
      .read()
      .entries.find((entry) => entry.id === entryId)
  }

  /** Adds or replaces the entry for its message, dropping the oldest beyond the cap. */
  put(entry: HistoryEntry): void {
    this.forWebhook(entry.webhookId).update((file) => {
      const entries = file.entries.filter((existing) => existing.id !== entry.id)
      entries.push(entry)
      const overflow = entries.length - this.limit()
      return { ...file, entries: overflow > 0 ? entries.slice(overflow) : entries }
    })
  }

  /** Changes one entry in place; returns the new entry, or undefined when there is none. */
  change(entryId: string, change: (entry: HistoryEntry) => HistoryEntry): HistoryEntry | undefined {
    const existing = this.get(entryId)
    if (!existing) return undefined
    const next = change(structuredClone(existing))
    this.forWebhook(existing.webhookId).update((file) => ({
      ...file,
      entries: file.entries.map((entry) => (entry.id === entryId ? next : entry)),
    }))
    return next
  }

  remove(entryId: string): boolean {
    const existing = this.get(entryId)
    if (!existing) return false
    this.forWebhook(existing.webhookId).update((file) => ({
      ...file,
      entries: file.entries.filter((entry) => entry.id !== entryId),
    }))
    return true
  }
}
