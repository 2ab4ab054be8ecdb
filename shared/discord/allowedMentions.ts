import { z } from 'zod'
import { ALLOWED_MENTIONS_IDS_MAX } from './limits'
import { snowflakeSchema } from './snowflake'

// allowed_mentions (discord-wire §10). Webhooks parse only ["users"] when it is absent.

export const mentionTypeSchema = z.enum(['roles', 'users', 'everyone'])
export type MentionType = z.infer<typeof mentionTypeSchema>

function uniqueIds(label: string) {
  return z
    .array(snowflakeSchema)
    .max(ALLOWED_MENTIONS_IDS_MAX, { message: `At most ${ALLOWED_MENTIONS_IDS_MAX} ${label} can be listed.` })
    .refine((ids) => new Set(ids).size === ids.length, {
      message: `Each ${label.replace(/s$/, '')} can be listed only once.`,
      params: { code: 'duplicate' },
    })
}

export const allowedMentionsSchema = z.object({
  parse: z
    .array(mentionTypeSchema)
    .refine((types) => new Set(types).size === types.length, {
      message: 'Each mention type can be listed only once.',
      params: { code: 'duplicate' },
    })
    .optional(),
  roles: uniqueIds('roles').optional(),
  users: uniqueIds('users').optional(),
  replied_user: z.boolean().optional(),
})
export type AllowedMentions = z.infer<typeof allowedMentionsSchema>
