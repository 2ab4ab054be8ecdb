import { z } from 'zod'
import { snowflakeSchema } from '../discord/snowflake'
import type { Phrase } from '../i18n/phrase'
import { phraseSchema } from '../rpc/errors'
import { draftIdSchema } from './draft'
import { stableStringify } from './fingerprint'

// The services' record of what a draft posted (issue 19, defects 5, 7 and 11): per draft, per message of
// the draft, per webhook it went to. Written before a POST leaves and updated when it answers, so every
// page that opens the draft (and a restarted app) knows a send is under way, done, or of unknown outcome.

/**
 * A malformed phrase is dropped as it is read (phraseSchema), the English beside it kept. Typed by what the
 * services write, a Phrase, so a record passes from a handler's result to its caller as it is.
 */
const reasonPhrase = phraseSchema as unknown as z.ZodOptional<z.ZodType<Phrase, Phrase>>

export const sendStateSchema = z.enum(['sending', 'sent', 'failed', 'unknown'])
export type SendState = z.infer<typeof sendStateSchema>

export const sendRecordSchema = z.object({
  draftId: draftIdSchema,
  /** The draft message's own id (messages[n].id), not Discord's. */
  messageId: z.string().min(1).max(40),
  /** The webhook it goes through: a target's identity, whatever its place in the target list. */
  webhookId: snowflakeSchema,
  state: sendStateSchema,
  /** sendFingerprint() of the body, thread and file names: an unchanged message is the same message. */
  fingerprint: z.string(),
  /** The send under way (its idempotency key); null once it answered. */
  operationId: z.string().nullable(),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
  /** What Discord returned, once sent. */
  sent: z.object({ messageId: snowflakeSchema, channelId: snowflakeSchema }).nullable(),
  /** Names of the files that went with it. */
  fileNames: z.array(z.string()),
  /** Why it failed or why its outcome is unknown, in words a user can read (English). */
  reason: z.string().nullable(),
  /** The same reason to say in the reader's language; absent in a record written before phrases. */
  reasonPhrase,
})
export type SendRecord = z.infer<typeof sendRecordSchema>

/** Names one message of a draft on a message.send call, so the services keep its record. */
export const sendRecordKeySchema = z.object({
  draftId: draftIdSchema,
  messageId: z.string().min(1).max(40),
  /** The user confirmed posting another copy of what may already be there. */
  again: z.boolean().default(false),
})

/**
 * A short stable hash of what a send posts (the body as the page gave it, the thread and the files), the same in the
 * page and the services: cyrb53 over the key-sorted JSON. Not a secret and not for security.
 */
export function sendFingerprint(
  body: unknown,
  threadId: string | undefined,
  fileNames: readonly string[],
): string {
  const text = stableStringify({ body, threadId: threadId ?? null, files: fileNames })
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** A record that means a new POST could put a second copy in the channel. */
export function mayDuplicate(record: SendRecord, fingerprint: string): boolean {
  if (record.state === 'sending' || record.state === 'unknown') return true
  return record.state === 'sent' && record.fingerprint === fingerprint
}
