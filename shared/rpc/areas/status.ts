import { z } from 'zod'
import { method } from '../define'
import { phraseSchema } from '../errors'
import { discordIdSchema } from './webhooks'
import { schemaSays } from '../schemaSays'

/** A status message's name: what the user and `herald status update <name>` call it. */
export const statusNameSchema = z
  .string()
  .trim()
  .min(1, schemaSays('stored.contract.statusName', 'Name the status message.'))
  .max(100, schemaSays('botTokens.add.label.long', 'At most 100 characters.'))

/** A message a saved webhook sent, marked as a channel's status message: updates edit it in place. */
export const statusMessageSchema = z.object({
  name: z.string(),
  webhookId: discordIdSchema,
  /** The saved webhook's label; null when it is no longer in the library (updates then fail). */
  webhookLabel: z.string().nullable(),
  messageId: discordIdSchema,
  channelId: discordIdSchema,
  threadId: discordIdSchema.nullable(),
  markedAt: z.string(),
  /** When Herald last edited it as this status message; null until the first update. */
  updatedAt: z.string().nullable(),
})
export type StatusMessage = z.infer<typeof statusMessageSchema>

/**
 * What became of one update. `edited`: this body went out. `superseded`: a newer body for the same status
 * message arrived before this one went out, so only the newer one was sent (not an error). `gone`:
 * Discord no longer has the message (10008); `status.repost` posts the body anew and re-marks it.
 */
export const statusUpdateResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('edited'), messageId: discordIdSchema, at: z.string() }),
  z.object({ outcome: z.literal('superseded') }),
  z.object({ outcome: z.literal('gone'), message: z.string(), phrase: phraseSchema }),
])
export type StatusUpdateResult = z.infer<typeof statusUpdateResultSchema>

const byName = z.object({ name: statusNameSchema })
const one = z.object({ status: statusMessageSchema })

export const statusMethods = {
  'status.list': method(
    z.object({}),
    z.object({ statuses: z.array(statusMessageSchema) }),
    'Status messages, by name.',
  ),
  'status.mark': method(
    z.object({
      name: statusNameSchema,
      webhookId: discordIdSchema,
      messageId: discordIdSchema,
      channelId: discordIdSchema,
      threadId: discordIdSchema.nullable().default(null),
    }),
    one,
    "Marks a message a saved webhook sent as a channel's status message (a name already used is refused).",
  ),
  'status.unmark': method(
    byName,
    z.object({ removed: z.boolean() }),
    'Forgets a status message (Discord keeps it).',
  ),
  'status.update': method(
    z.object({ name: statusNameSchema, message: z.unknown() }),
    statusUpdateResultSchema,
    'Edits the status message in place; updates in quick succession go out as one edit (the last body).',
  ),
  'status.repost': method(
    z.object({ name: statusNameSchema, message: z.unknown() }),
    one,
    'Posts the body as a new message through the same webhook and thread, and marks it instead (after gone).',
  ),
}
