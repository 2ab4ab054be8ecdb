import { z } from 'zod'
import { snowflakeSchema } from '../discord/snowflake'

// The draft document (shared/design/composer.md): what the composer edits, the services keep on disk,
// and later the JSON view, templates and Discohook interop read. `messages[n].data` is Discord's own
// Execute Webhook body, so nothing is translated between the form, the preview and the wire.

/** A draft holds at most this many messages, sent in order. */
export const DRAFT_MESSAGES_MAX = 10
/** Discord's attachment limit per message. */
export const DRAFT_FILES_MAX = 10
/** A draft's name as the drafts list shows it. */
export const DRAFT_NAME_MAX = 100

export const draftIdSchema = z.string().regex(/^[a-z0-9]{8,32}$/, 'Not a draft id.')

/** An opaque handle the services gave for bytes the user picked; never a path. */
export const stagedHandleSchema = z.string().regex(/^[a-f0-9]{32}$/, 'Not a staged file handle.')

/** What the services answer when bytes are staged. */
export const stagedFileInfoSchema = z.object({
  handle: stagedHandleSchema,
  /** The name the file was picked with (no folder). */
  name: z.string().min(1).max(1024),
  size: z.number().int().nonnegative(),
  contentType: z.string().max(255),
})
export type StagedFileInfo = z.infer<typeof stagedFileInfoSchema>

/** A staged file as a message uses it: the user may rename it, mark it spoiler and give alt text. */
export const draftFileSchema = stagedFileInfoSchema.extend({
  spoiler: z.boolean(),
  /** Alt text (attachments[].description); '' for none. */
  description: z.string().max(1024),
})
export type DraftFile = z.infer<typeof draftFileSchema>

/** An attachment a sent message already has on Discord; an edit keeps the ones listed here. */
export const keptAttachmentSchema = z.object({
  id: snowflakeSchema,
  filename: z.string(),
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
})
export type KeptAttachment = z.infer<typeof keptAttachmentSchema>

/** Set when the message is an edit of one already sent: where it is and what it was. */
export const draftReferenceSchema = z.object({
  messageId: snowflakeSchema,
  webhookId: snowflakeSchema,
  threadId: snowflakeSchema.nullable(),
  /** The history entry it came from, when it came from one. */
  entryId: z.string().nullable(),
  /** The body as it is on Discord now: the diff's "before". */
  before: z.record(z.string(), z.unknown()),
  /** Attachments it has now and that the edit keeps; removing one here removes it on Discord. */
  kept: z.array(keptAttachmentSchema),
  /** IS_COMPONENTS_V2 was set when loaded: it cannot be removed. */
  componentsV2: z.boolean(),
})
export type DraftReference = z.infer<typeof draftReferenceSchema>

/** Where one message of the draft went, once it was posted: Resume skips the messages that have one. */
export const messageSentSchema = z.object({
  at: z.string(),
  messageId: snowflakeSchema,
  channelId: snowflakeSchema,
  /** https://discord.com/channels/…; null when the server is unknown. */
  link: z.string().nullable(),
})
export type MessageSent = z.infer<typeof messageSentSchema>

export const draftMessageSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().max(DRAFT_NAME_MAX).optional(),
  /** Discord's Execute Webhook body, possibly half-typed: it is checked with measure() and at send. */
  data: z.record(z.string(), z.unknown()),
  files: z.array(draftFileSchema).max(DRAFT_FILES_MAX),
  /** Post into this existing thread (`?thread_id=`). A new forum post uses data.thread_name instead. */
  threadId: snowflakeSchema.optional(),
  reference: draftReferenceSchema.optional(),
  /** Set once this message was posted in the current run of sends; cleared when a new run starts. */
  sent: messageSentSchema.optional(),
  /**
   * The classic content and embeds set aside while Components V2 is on (V2 replaces them), so turning
   * V2 off before the draft is sent brings them back. Dropped once the draft is sent.
   */
  classic: z
    .object({
      content: z.string().optional(),
      embeds: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .optional(),
})
export type DraftMessage = z.infer<typeof draftMessageSchema>

/**
 * Where in a target's channel the draft goes when it is sent to several targets (with one target each
 * message keeps its own thread). `threadId` posts into an existing thread; `threadName` (with
 * `appliedTags`) opens a new forum or media post with the first message, and the others follow it there.
 */
export const targetThreadSchema = z.object({
  threadId: snowflakeSchema.optional(),
  threadName: z.string().max(100).optional(),
  appliedTags: z.array(snowflakeSchema).max(5).optional(),
})
export type TargetThread = z.infer<typeof targetThreadSchema>

/** What every kind of target may carry; both are optional, so drafts saved before them stay valid. */
const perTarget = {
  thread: targetThreadSchema.optional(),
  /**
   * With several targets: the draft's messages (by message id) posted to this target in the current run,
   * so "Retry failed" never posts one twice. Cleared when a new run starts.
   */
  sent: z.record(z.string(), messageSentSchema).optional(),
}

/**
 * Where the draft goes. A saved webhook by id; a pasted URL is sealed in the vault when it can be
 * (`sealed`, the draft holds the vault's reference and a masked form), and never stored in plain text.
 */
export const draftTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), webhookId: snowflakeSchema, ...perTarget }),
  z.object({
    ...perTarget,
    kind: z.literal('sealed'),
    /** The vault record holding the URL. */
    ref: z.string().regex(/^[a-f0-9]{32}$/),
    webhookId: snowflakeSchema,
    /** …/webhooks/<id>/••••abcd */
    maskedUrl: z.string(),
  }),
])
export type DraftTarget = z.infer<typeof draftTargetSchema>

/**
 * What the last successful send of the whole draft produced, so the composer can say it was sent. With
 * several messages it names the first one; each message's own record is `messages[n].sent`.
 */
export const draftSentSchema = z.object({
  at: z.string(),
  webhookId: snowflakeSchema,
  messageId: snowflakeSchema,
  channelId: snowflakeSchema,
  /** https://discord.com/channels/…; null when the server is unknown. */
  link: z.string().nullable(),
  /** draftFingerprint() of what was sent: an unchanged draft asks before posting a second copy. */
  fingerprint: z.string(),
  /** 'send' posted a new message, 'edit' changed the referenced one. */
  action: z.enum(['send', 'edit']),
  /** The names of the files that went with it (their staged copies are removed after sending). */
  fileNames: z.array(z.string()),
})
export type DraftSent = z.infer<typeof draftSentSchema>

export const draftSchema = z.object({
  id: draftIdSchema,
  name: z.string().max(DRAFT_NAME_MAX),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(draftMessageSchema).min(1).max(DRAFT_MESSAGES_MAX),
  /** Empty until the user picks one; several saved webhooks get every message each (a pasted URL stays alone). */
  targets: z.array(draftTargetSchema).max(10),
  sent: draftSentSchema.nullable(),
})
export type Draft = z.infer<typeof draftSchema>

/** A row of the drafts list. */
export const draftSummarySchema = z.object({
  id: draftIdSchema,
  name: z.string(),
  updatedAt: z.string(),
  /** The first words of the first message, for the list. */
  preview: z.string(),
  sentAt: z.string().nullable(),
  /** The draft edits a sent message. */
  editing: z.boolean(),
  /** isUntouchedEmpty(): "New draft" opens this one again rather than making another. */
  untouched: z.boolean(),
  /** The words of every message (content, embeds, components), for the list's search. */
  words: z.string(),
  /** The Discord messages it posted or edits: the list marks the draft behind a status message. */
  messageIds: z.array(snowflakeSchema),
})
export type DraftSummary = z.infer<typeof draftSummarySchema>
