import { z } from 'zod'
import { targetSchema } from '../../../shared/rpc/areas/send'

/** Discord's limit on message content, in code points (service contract, "content"). */
export const CONTENT_MAX = 2000

/** Discord counts characters as Unicode code points, so an emoji made of two UTF-16 units is one. */
export function countCharacters(text: string): number {
  return [...text].length
}

const urlTarget = targetSchema.options[0].shape.url

/**
 * What the composer checks before anything leaves the page. Whether the URL is a webhook Herald may
 * post to is decided by the services (they know the configured API root) and comes back per field.
 */
export const composerSchema = z.object({
  /** A saved webhook's id, or '' to send to the pasted URL. */
  webhookId: z.string().default(''),
  url: urlTarget,
  content: z
    .string()
    .refine((text) => text.trim().length > 0, 'Type a message to send.')
    .refine(
      (text) => countCharacters(text) <= CONTENT_MAX,
      `A message can have at most ${CONTENT_MAX} characters.`,
    ),
})

export type ComposerValues = z.input<typeof composerSchema>

/** With a saved webhook chosen, the URL field is not used and may stay empty. */
export const savedTargetComposerSchema = composerSchema.extend({ url: z.string() })
