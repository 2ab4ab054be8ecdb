import { z } from 'zod'
import * as L from './limits'
import { countCodePoints } from './text'

/**
 * Discord's name rules for a webhook name and the per-message username override (discord-wire §4.3):
 * 1–80 characters; must not contain "clyde" or "discord" (USERNAME_INVALID_CONTAINS); "everyone" and
 * "here" are rejected, observed even as substrings (USERNAME_INVALID). Returns a sentence or undefined.
 */
export function webhookNameProblem(
  name: string,
  what = 'The name',
): { code: string; message: string } | undefined {
  const used = countCodePoints(name.trim())
  if (used < L.WEBHOOK_NAME_MIN) return { code: 'empty', message: `${what} cannot be empty.` }
  if (used > L.WEBHOOK_NAME_MAX) {
    return {
      code: 'too_long',
      message: `${what} is ${used} characters long; Discord allows at most ${L.WEBHOOK_NAME_MAX}.`,
    }
  }
  const lower = name.toLowerCase()
  for (const word of ['clyde', 'discord']) {
    if (lower.includes(word))
      return { code: 'name_forbidden_word', message: `${what} cannot contain "${word}".` }
  }
  for (const word of ['everyone', 'here']) {
    if (lower.includes(word)) {
      return { code: 'name_forbidden_word', message: `${what} cannot be or contain "${word}".` }
    }
  }
  return undefined
}

/** A string that follows the webhook name rules. */
export function webhookNameString(what: string) {
  return z.string().superRefine((name, ctx) => {
    const problem = webhookNameProblem(name, what)
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } })
  })
}

/** Create Webhook body (POST /channels/{id}/webhooks). The contract covers only name. */
export const webhookCreateSchema = z.object({
  name: webhookNameString('The webhook name'),
})
export type WebhookCreate = z.infer<typeof webhookCreateSchema>
