import { z } from 'zod'
import * as L from './limits'
import { allowedMentionsSchema } from './allowedMentions'
import { attachmentRequestSchema } from './attachment'
import { componentSchema } from './components'
import { embedSchema } from './embed'
import { messageRuleIssues } from './messageRules'
import { pollSchema } from './poll'
import { snowflakeSchema } from './snowflake'
import { codePointString, urlString } from './text'
import { webhookNameString } from './webhook'
import { LABEL } from './problemLabels'
import { sentence, zodMessage } from './sentence'

// Execute Webhook body (service-interface.md "Execute-webhook message payload"; discord-wire §5.2).
// The field schemas check each value; messageRules adds the rules that span fields.

const content = codePointString({ label: LABEL.content, max: L.CONTENT_MAX })
const embeds = z.array(embedSchema).max(
  L.EMBEDS_MAX,
  zodMessage(
    sentence('problem.message.embedsMax', `A message can have at most ${L.EMBEDS_MAX} embeds.`, {
      max: String(L.EMBEDS_MAX),
    }),
  ),
)
const attachments = z.array(attachmentRequestSchema).max(
  L.ATTACHMENTS_MAX,
  zodMessage(
    sentence(
      'problem.message.attachmentsMax',
      `A message can have at most ${L.ATTACHMENTS_MAX} attachments.`,
      {
        max: String(L.ATTACHMENTS_MAX),
      },
    ),
  ),
)
const flags = z
  .number()
  .int(zodMessage(sentence('problem.message.flagsWhole', 'Flags must be a whole number.')))
  .min(0)
const components = z.array(componentSchema)

/** Field checks only; messageSchema adds the cross-field rules. */
export const messageFieldsSchema = z.object({
  content: content.optional(),
  username: webhookNameString(LABEL.username).optional(),
  avatar_url: urlString({ label: LABEL.avatarUrl }).optional(),
  tts: z.boolean().optional(),
  embeds: embeds.optional(),
  allowed_mentions: allowedMentionsSchema.optional(),
  components: components.optional(),
  attachments: attachments.optional(),
  flags: flags.optional(),
  thread_name: codePointString({ label: LABEL.threadName, max: L.THREAD_NAME_MAX }).optional(),
  applied_tags: z
    .array(snowflakeSchema)
    .max(
      L.APPLIED_TAGS_MAX,
      zodMessage(
        sentence('problem.message.tagsMax', `A post can have at most ${L.APPLIED_TAGS_MAX} tags.`, {
          max: String(L.APPLIED_TAGS_MAX),
        }),
      ),
    )
    .optional(),
  poll: pollSchema.optional(),
})

/** A message Herald can send through a webhook, with every Discord rule it can check offline. */
export const messageSchema = messageFieldsSchema.superRefine((message, ctx) => {
  for (const issue of messageRuleIssues(message, { kind: 'execute' })) ctx.addIssue(issue)
})
export type Message = z.infer<typeof messageSchema>

/**
 * Edit Webhook Message body (discord-wire §6.2): no username, avatar_url, tts, thread_name or
 * applied_tags; every field may be null (null content or poll, or [] embeds, clears them).
 */
export const messageEditFieldsSchema = z.object({
  content: content.nullable().optional(),
  embeds: embeds.nullable().optional(),
  allowed_mentions: allowedMentionsSchema.nullable().optional(),
  components: components.nullable().optional(),
  // [] removes every attachment; null is not in discord-api-types' edit body, so it is not offered.
  attachments: attachments.optional(),
  flags: flags.nullable().optional(),
  poll: pollSchema.nullable().optional(),
})

export const messageEditSchema = messageEditFieldsSchema.superRefine((edit, ctx) => {
  for (const issue of messageRuleIssues(edit, { kind: 'edit' })) ctx.addIssue(issue)
})
export type MessageEdit = z.infer<typeof messageEditSchema>
