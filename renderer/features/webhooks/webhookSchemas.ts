import { z } from 'zod'
import { webhookNameProblem } from '@shared/discord/webhook'
import { WEBHOOK_URL_NOT_IMAGE, carriesWebhookToken, parseWebhookUrl } from '@shared/discord/urls'

const label = z.string().trim().max(100, 'A label can have at most 100 characters.')

/** The add form: the URL is checked as it is typed, with the same parser the services use. */
export function addWebhookSchema(apiBase: string | undefined) {
  return z.object({
    url: z.string().superRefine((text, ctx) => {
      const parsed = parseWebhookUrl(text, { apiBase })
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
    }),
    label,
  })
}
export type AddWebhookValues = { url: string; label: string }

export const nameSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'At most 100 characters.'),
})
export type NameValues = z.input<typeof nameSchema>

/** Per-webhook settings; empty fields mean "none". The username follows Discord's name rules. */
export const webhookSettingsFormSchema = z.object({
  uploadLimit: z.enum(['default', '10', '50', '100']),
  defaultUsername: z
    .string()
    .trim()
    .superRefine((name, ctx) => {
      if (name === '') return
      const problem = webhookNameProblem(name, 'The username')
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message })
    }),
  defaultAvatarUrl: z
    .string()
    .trim()
    .refine(
      (url) => url === '' || /^https?:\/\/\S+$/.test(url),
      'Enter an http(s) image URL, or leave it empty.',
    )
    .refine((url) => url.length <= 2048, 'At most 2048 characters.')
    .refine((url) => !carriesWebhookToken(url), WEBHOOK_URL_NOT_IMAGE),
})
export type WebhookSettingsValues = z.input<typeof webhookSettingsFormSchema>
