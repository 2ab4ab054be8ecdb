import { z } from 'zod'
import {
  draftIdSchema,
  draftMessageSchema,
  draftSchema,
  draftSummarySchema,
  draftTargetSchema,
  DRAFT_NAME_MAX,
  stagedFileInfoSchema,
  stagedHandleSchema,
} from '../../drafts/draft'
import { event, method } from '../define'
import { phraseSchema } from '../errors'
import { discordIdSchema } from './webhooks'
import { schemaSays } from '../schemaSays'

/** More than the staging area can hold (200 files), so a real history never reaches it. */
export const UNDO_HANDLES_MAX = 1000

const draftResult = z.object({ draft: draftSchema })
const name = z.string().trim().max(DRAFT_NAME_MAX)

/** A channel as a saved bot token of its server sees it: what the composer needs for forum posts. */
export const channelInfoSchema = z.object({
  id: discordIdSchema,
  name: z.string().nullable(),
  /** Discord's channel type: 0 text, 5 announcement, 15 forum, 16 media, 10/11/12 threads. */
  type: z.number().int(),
  /** A forum or media channel: a post needs a thread name (or an existing thread). */
  isForum: z.boolean(),
  /** The forum's tags; empty elsewhere. */
  availableTags: z.array(
    z.object({ id: discordIdSchema, name: z.string(), emoji: z.string().nullable(), moderated: z.boolean() }),
  ),
  /** A tag must be applied to post (forum flag REQUIRE_TAG). */
  requireTag: z.boolean(),
})
export type ChannelInfo = z.infer<typeof channelInfoSchema>

export const draftsMethods = {
  'drafts.list': method(
    z.object({}),
    z.object({
      drafts: z.array(draftSummarySchema),
      /** The draft the composer had open last, if it still exists. */
      openId: draftIdSchema.nullable(),
    }),
    'Saved drafts, most recently changed first.',
  ),
  'drafts.get': method(z.object({ id: draftIdSchema }), draftResult, 'One draft, whole.'),
  'drafts.create': method(
    z.object({
      name: name.optional(),
      /** Start from these messages (a history duplicate or edit); default: one empty message. */
      messages: z.array(draftMessageSchema).min(1).max(10).optional(),
      targets: z.array(draftTargetSchema).max(10).optional(),
    }),
    draftResult,
    'Creates a draft and makes it the open one. New drafts ping nobody (allowed_mentions.parse = []).',
  ),
  'drafts.save': method(
    z.object({
      draft: draftSchema,
      // Files the page's undo history can bring back into this draft: kept staged while it can.
      undoHandles: z.array(stagedHandleSchema).max(UNDO_HANDLES_MAX).optional(),
      // Sealed URL references (pasted targets) the undo history can bring back: kept in the vault meanwhile.
      undoRefs: z
        .array(z.string().regex(/^[a-f0-9]{32}$/))
        .max(UNDO_HANDLES_MAX)
        .optional(),
    }),
    z.object({ updatedAt: z.string() }),
    'Replaces a draft on disk (atomically); files neither it nor its undo history holds are unstaged.',
  ),
  'drafts.open': method(z.object({ id: draftIdSchema }), draftResult, 'Makes a draft the open one.'),
  'drafts.rename': method(z.object({ id: draftIdSchema, name }), draftResult, 'Renames a draft.'),
  'drafts.duplicate': method(
    z.object({ id: draftIdSchema }),
    draftResult,
    'Copies a draft (files re-staged as copies, sent state cleared) and opens the copy.',
  ),
  'drafts.delete': method(
    z.object({ id: draftIdSchema }),
    z.object({ deleted: z.boolean() }),
    'Deletes a draft and its staged files.',
  ),
  'drafts.sealUrl': method(
    z.object({
      url: z.string().trim().min(1, schemaSays('problem.webhookUrl.empty', 'Paste a webhook URL.')).max(400),
    }),
    z.object({ target: draftTargetSchema }),
    'Checks a pasted webhook URL offline and seals it in the vault; the draft keeps only the reference.',
  ),
  'files.discard': method(
    z.object({ handles: z.array(stagedHandleSchema).max(100) }),
    z.object({ removed: z.number().int() }),
    'Removes staged files no draft needs any more (a file removed from a message).',
  ),
  'files.info': method(
    z.object({ handles: z.array(stagedHandleSchema).max(100) }),
    z.object({ files: z.array(stagedFileInfoSchema), missing: z.array(stagedHandleSchema) }),
    'What is staged under these handles; missing ones were removed or never staged.',
  ),
  'channels.describe': method(
    z.object({ webhookId: discordIdSchema }),
    z.object({
      channel: channelInfoSchema.nullable(),
      reason: z.string().nullable(),
      /** The reason as a phrase, said in the page's language. */
      reasonPhrase: phraseSchema,
    }),
    "A saved webhook's channel as a saved bot token of its server sees it; null with the reason otherwise.",
  ),
}

export const draftsEvents = {
  'drafts.onDidChange': event(
    z.object({ ids: z.array(draftIdSchema) }),
    'Drafts were created, renamed, duplicated or deleted (not on every save of the open draft).',
  ),
}
