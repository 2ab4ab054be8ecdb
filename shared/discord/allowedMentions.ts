import { z } from 'zod'
import { ALLOWED_MENTIONS_IDS_MAX } from './limits'
import { snowflakeSchema } from './snowflake'
import type { Sentence } from './sentence'
import { sentence, zodMessage } from './sentence'

// allowed_mentions (discord-wire §10). Webhooks parse only ["users"] when it is absent.

export const mentionTypeSchema = z.enum(['roles', 'users', 'everyone'])
export type MentionType = z.infer<typeof mentionTypeSchema>

function uniqueIds(tooMany: Sentence, twice: Sentence) {
  return z
    .array(snowflakeSchema)
    .max(ALLOWED_MENTIONS_IDS_MAX, zodMessage(tooMany))
    .refine((ids) => new Set(ids).size === ids.length, {
      ...zodMessage(twice),
      params: { code: 'duplicate' },
    })
}

const max = { max: String(ALLOWED_MENTIONS_IDS_MAX) }

export const allowedMentionsSchema = z.object({
  parse: z
    .array(mentionTypeSchema)
    .refine((types) => new Set(types).size === types.length, {
      ...zodMessage(sentence('problem.mentions.typeTwice', 'Each mention type can be listed only once.')),
      params: { code: 'duplicate' },
    })
    .optional(),
  roles: uniqueIds(
    sentence('problem.mentions.rolesMax', `At most ${ALLOWED_MENTIONS_IDS_MAX} roles can be listed.`, max),
    sentence('problem.mentions.roleTwice', 'Each role can be listed only once.'),
  ).optional(),
  users: uniqueIds(
    sentence('problem.mentions.usersMax', `At most ${ALLOWED_MENTIONS_IDS_MAX} users can be listed.`, max),
    sentence('problem.mentions.userTwice', 'Each user can be listed only once.'),
  ).optional(),
  replied_user: z.boolean().optional(),
})
export type AllowedMentions = z.infer<typeof allowedMentionsSchema>
