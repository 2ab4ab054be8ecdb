import { z } from 'zod'

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

/** The whole-file JSON a webhook's history was kept in before the log (history/<id>.json): migrated. */
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
 * The first line of a webhook's log: what the file is, its format version and whose history it is; `gen`,
 * random for each file written whole, tells this file from any earlier one at the same path (an order
 * file names it). Logs written before it have none.
 */
export const historyLogHeaderSchema = z.object({
  herald: z.literal('history'),
  version: z.number().int().min(1),
  webhookId: snowflake,
  gen: z.string().optional(),
})
export const HISTORY_LOG_VERSION = 1

/**
 * The other lines: an entry put (added, or replaced and moved to the newest place), an entry changed
 * where it stands (set), or entries removed.
 */
export const historyLogOpSchema = z.union([
  z.object({ put: historyEntrySchema }),
  z.object({ set: historyEntrySchema }),
  z.object({ del: z.array(z.string()) }),
])
export type HistoryLogOp = z.infer<typeof historyLogOpSchema>
