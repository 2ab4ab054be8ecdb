import { z } from 'zod'
import * as L from './limits'
import { countCodePoints, tooLong } from './text'
import { LABEL } from './problemLabels'
import type { Sentence } from './sentence'
import { sentence } from './sentence'

/**
 * Discord's name rules for a webhook name and the per-message username override (discord-wire §4.3):
 * 1–80 characters; must not contain "clyde" or "discord" (USERNAME_INVALID_CONTAINS); "everyone" and
 * "here" are rejected, observed even as substrings (USERNAME_INVALID). Returns a sentence or undefined.
 */
export function webhookNameProblem(
  name: string,
  label: Sentence = LABEL.name,
): ({ code: string } & Sentence) | undefined {
  const used = countCodePoints(name.trim())
  if (used < L.WEBHOOK_NAME_MIN)
    return {
      code: 'empty',
      ...sentence('problem.text.empty', `${label.message} cannot be empty.`, undefined, { label }),
    }
  if (used > L.WEBHOOK_NAME_MAX) return { code: 'too_long', ...tooLong(label, used, L.WEBHOOK_NAME_MAX) }
  const lower = name.toLowerCase()
  for (const word of ['clyde', 'discord']) {
    if (lower.includes(word))
      return {
        code: 'name_forbidden_word',
        ...sentence(
          'problem.name.forbiddenWord',
          `${label.message} cannot contain "${word}".`,
          { word },
          { label },
        ),
      }
  }
  for (const word of ['everyone', 'here']) {
    if (lower.includes(word)) {
      return {
        code: 'name_forbidden_word',
        ...sentence(
          'problem.name.forbiddenMention',
          `${label.message} cannot be or contain "${word}".`,
          { word },
          {
            label,
          },
        ),
      }
    }
  }
  return undefined
}

/** A string that follows the webhook name rules. */
export function webhookNameString(label: Sentence) {
  return z.string().superRefine((name, ctx) => {
    const problem = webhookNameProblem(name, label)
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        params: { code: problem.code, phrase: problem.phrase },
      })
  })
}

/** Create Webhook body (POST /channels/{id}/webhooks). The contract covers only name. */
export const webhookCreateSchema = z.object({
  name: webhookNameString(LABEL.webhookName),
})
export type WebhookCreate = z.infer<typeof webhookCreateSchema>
