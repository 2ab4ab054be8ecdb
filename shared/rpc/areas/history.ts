import { z } from 'zod'
import { event, method } from '../define'
import { discordIdSchema } from './webhooks'
import { schemaSays } from '../schemaSays'

const entryId = z
  .string()
  .regex(/^\d{17,20}-\d{17,20}$/, schemaSays('stored.contract.historyEntry', 'Not a history entry id.'))

export const historyRevisionViewSchema = z.object({
  at: z.string(),
  /** The exact body sent (execute or edit). */
  payload: z.unknown(),
  attachmentNames: z.array(z.string()),
  /** Discord's message object as returned. */
  message: z.record(z.string(), z.unknown()),
})

/**
 * Where a message is, by name: the server, the channel the webhook posts in (a forum, for a post) and the
 * thread or forum post it is in. A name is null while no saved bot token has read it; ids stay the fallback.
 */
export const historyPlaceSchema = z.object({
  server: z.string().nullable(),
  channel: z.object({ id: discordIdSchema.nullable(), name: z.string().nullable() }),
  thread: z.object({ id: discordIdSchema, name: z.string().nullable() }).nullable(),
  /** A name is missing because no saved bot token could read it (none saved, locked, or not in the server). */
  unreadable: z.boolean(),
})
export type HistoryPlace = z.infer<typeof historyPlaceSchema>

/** A row of the history list. */
export const historyEntryViewSchema = z.object({
  id: entryId,
  webhookId: discordIdSchema,
  /** The saved webhook's label, or null when it is not (or no longer) in the library. */
  webhookLabel: z.string().nullable(),
  messageId: discordIdSchema,
  channelId: discordIdSchema,
  threadId: discordIdSchema.nullable(),
  guildId: discordIdSchema.nullable(),
  place: historyPlaceSchema,
  /** 'sent' from Herald, or 'loaded' from a pasted message link. */
  source: z.enum(['sent', 'loaded']),
  sentAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** The first words of the content or first embed, for the list. */
  preview: z.string(),
  attachmentNames: z.array(z.string()),
  revisionCount: z.number().int(),
  /** https://discord.com/channels/…; null when the server is unknown. */
  messageLink: z.string().nullable(),
})
export type HistoryEntryView = z.infer<typeof historyEntryViewSchema>

export const historyEntryDetailSchema = historyEntryViewSchema.extend({
  current: historyRevisionViewSchema,
  /** Earlier versions, oldest first. */
  revisions: z.array(historyRevisionViewSchema),
})
export type HistoryEntryDetail = z.infer<typeof historyEntryDetailSchema>

/** An attachment the message has now; an edit keeps it unless the page drops it from `payload.attachments`. */
export const existingAttachmentSchema = z.object({
  id: discordIdSchema,
  filename: z.string(),
  description: z.string().nullable(),
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  url: z.string().nullable(),
})

const detailResult = z.object({ entry: historyEntryDetailSchema })

export const historyMethods = {
  'history.list': method(
    z.object({
      webhookId: discordIdSchema.optional(),
      channelId: discordIdSchema.optional(),
      /** Text in the content, embeds, webhook label, or an id. */
      query: z.string().max(200).optional(),
      includeDeleted: z.boolean().default(true),
      /** From the previous page's nextCursor. */
      cursor: z.string().max(20).optional(),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    z.object({
      entries: z.array(historyEntryViewSchema),
      nextCursor: z.string().nullable(),
      total: z.number().int(),
    }),
    'Sent and loaded messages, newest first: all, per webhook or per channel, searchable.',
  ),
  'history.get': method(z.object({ entryId }), detailResult, 'One entry with its payload and revisions.'),
  'history.remove': method(
    z.object({ entryId }),
    z.object({ removed: z.boolean() }),
    'Removes an entry from the local history only; the message stays on Discord.',
  ),
  'history.markDeleted': method(
    z.object({ entryId }),
    detailResult,
    'Marks an entry as deleted from Discord (after message.delete, or when found gone).',
  ),
  'history.loadByLink': method(
    z.object({
      webhookId: discordIdSchema,
      link: z
        .string()
        .trim()
        .min(1, schemaSays('stored.contract.messageLink', 'Paste a message link or id.'))
        .max(300),
    }),
    detailResult,
    'Loads a message this saved webhook sent, from its link or id, into the history.',
  ),
  'history.prepareEdit': method(
    z.object({ entryId }),
    z.object({
      entryId,
      /** Pass to message.edit as target / messageId / threadId. */
      target: z.object({ kind: z.literal('saved'), webhookId: discordIdSchema }),
      messageId: discordIdSchema,
      threadId: discordIdSchema.nullable(),
      /** The editable body: content, embeds, components, allowed_mentions, flags, attachments to keep. */
      payload: z.record(z.string(), z.unknown()),
      /** The message's attachments now; all are listed in payload.attachments, so an edit keeps them. */
      attachments: z.array(existingAttachmentSchema),
      /** IS_COMPONENTS_V2 is set: it cannot be removed, and the edit keeps it. */
      componentsV2: z.boolean(),
    }),
    'The body to open in the composer for an edit, keeping flags and attachments.',
  ),
}

export const historyEvents = {
  'history.onDidChange': event(
    z.object({ entryIds: z.array(entryId) }),
    'History entries were added or changed by a send, edit or delete.',
  ),
}
