import { z } from 'zod'
import { draftIdSchema, stagedHandleSchema } from '../../drafts/draft'
import { sendRecordKeySchema, sendRecordSchema } from '../../drafts/sendRecord'
import { event, method } from '../define'
import { phraseSchema } from '../errors'
import { schemaSays } from '../schemaSays'

/**
 * Where a message goes. The page names a saved webhook by its Discord id; a pasted URL is accepted too
 * (the user typed it, so the page already had it), and is checked by the service before anything is sent.
 */
export const targetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('url'),
    url: z.string().trim().min(1, schemaSays('problem.webhookUrl.empty', 'Paste a webhook URL.')),
  }),
  z.object({
    kind: z.literal('saved'),
    webhookId: z.string().regex(/^\d{17,20}$/, schemaSays('stored.contract.webhookId', 'Not a webhook id.')),
  }),
  /** A pasted URL a draft sealed in the vault (drafts.sealUrl): the page holds only the reference. */
  z.object({
    kind: z.literal('sealed'),
    ref: z
      .string()
      .regex(/^[a-f0-9]{32}$/, schemaSays('stored.contract.sealedRef', 'Not a sealed URL reference.')),
  }),
])
export type Target = z.infer<typeof targetSchema>

/**
 * A file to upload: bytes the user picked, staged by the services under an opaque handle. The page never
 * names a path, so it cannot make the services upload a file the user did not choose.
 */
export const fileRefSchema = z.object({
  handle: stagedHandleSchema,
  /** The name Discord shows; defaults to the file's own name. `SPOILER_` is added when spoiler is set. */
  name: z.string().min(1).max(1024).optional(),
  description: z.string().max(1024).optional(),
  spoiler: z.boolean().optional(),
})
export type FileRef = z.infer<typeof fileRefSchema>

const snowflake = z
  .string()
  .regex(/^\d{17,20}$/, schemaSays('botTokens.deleteById.invalid', 'Not a Discord id.'))

/** Discord's message object as returned; the services pass it through as Discord sent it. */
export const sentMessageSchema = z.looseObject({ id: snowflake, channel_id: snowflake })
export type SentMessage = z.infer<typeof sentMessageSchema>

/**
 * Discord has the message but History could not record it, and why (`History could not record it: the
 * disk is full.`): said beside the result, never as a failure, so nobody posts it again.
 */
const historyNotRecorded = z.string().min(1)
/** The same reason as a phrase, said in the reader's language (the page's, the terminal's). */
const historyNotRecordedPhrase = phraseSchema

/** Ties progress, rate-limit waits and cancel to one send. Chosen by the page. */
const operationId = z.string().min(1).max(100)

export const sendMethods = {
  'message.send': method(
    z.object({
      target: targetSchema,
      /** The execute-webhook body, validated by the service so every problem comes back with its path. */
      message: z.unknown(),
      threadId: snowflake.optional(),
      threadName: z.string().max(100).optional(),
      files: z.array(fileRefSchema).max(10).default([]),
      wait: z.boolean().default(true),
      operationId: operationId.optional(),
      /**
       * The draft message this posts: the services record it before the POST leaves and refuse (conflict)
       * a second copy of one under way, of unknown outcome or sent unchanged, unless `again` is set.
       */
      record: sendRecordKeySchema.optional(),
    }),
    z.object({
      status: z.number().int(),
      message: sentMessageSchema.nullable(),
      historyNotRecorded: historyNotRecorded.optional(),
      historyNotRecordedPhrase,
    }),
    'Executes the webhook: posts a new message (wait=true returns it).',
  ),
  'message.edit': method(
    z.object({
      target: targetSchema,
      messageId: snowflake,
      message: z.unknown(),
      threadId: snowflake.optional(),
      files: z.array(fileRefSchema).max(10).default([]),
      /**
       * Existing attachments to keep, by id (v10 drops every attachment not listed). Omitted: the body's
       * own `attachments` list is used if it has one, otherwise every current attachment is kept.
       */
      keepAttachmentIds: z.array(snowflake).max(10).optional(),
      operationId: operationId.optional(),
    }),
    z.object({
      message: sentMessageSchema,
      historyNotRecorded: historyNotRecorded.optional(),
      historyNotRecordedPhrase,
    }),
    'Edits a message this webhook sent.',
  ),
  'message.delete': method(
    z.object({ target: targetSchema, messageId: snowflake, threadId: snowflake.optional() }),
    // alreadyGone: the first attempt's answer was lost and the retry found the message deleted.
    z.object({ alreadyGone: z.literal(true).optional() }),
    'Deletes a message this webhook sent.',
  ),
  'message.fetch': method(
    z.object({ target: targetSchema, messageId: snowflake, threadId: snowflake.optional() }),
    z.object({ message: sentMessageSchema }),
    'Loads a message this webhook sent.',
  ),
  'send.cancel': method(z.object({ operationId }), z.object({ cancelled: z.boolean() }), 'Cancels a send.'),
  'sends.list': method(
    z.object({ draftId: draftIdSchema }),
    z.object({ records: z.array(sendRecordSchema) }),
    "What a draft's messages posted, per webhook: sending, sent, failed or of unknown outcome.",
  ),
}

export const sendEvents = {
  'send.onDidProgress': event(
    z.object({
      operationId,
      phase: z.enum(['queued', 'uploading', 'processing', 'done', 'failed', 'cancelled']),
      sentBytes: z.number().int().nonnegative(),
      totalBytes: z.number().int().nonnegative(),
    }),
    'Upload progress of one send, in bytes.',
  ),
  'rateLimit.onDidWait': event(
    z.object({
      operationId: operationId.optional(),
      /** The Discord id of the webhook whose queue waits (never its token). */
      webhookId: z.string(),
      waitMs: z.number().nonnegative(),
      reason: z.enum(['bucket', 'rateLimited', 'global', 'channel']),
      /** Epoch milliseconds when sending resumes. */
      until: z.number(),
    }),
    'A queue is waiting for a rate limit before sending.',
  ),
  'sends.onDidChange': event(
    z.object({ draftId: draftIdSchema, records: z.array(sendRecordSchema) }),
    "A draft's send records changed (a send started or answered), whichever page or process sent it.",
  ),
}
