import { z } from 'zod'
import { webhookNameProblem } from '@shared/discord/webhook'
import { LABEL } from '@shared/discord/problemLabels'
import { problemText } from '../../i18n/problemText'
import { currentTranslator } from '../../i18n/current'
import { carriesWebhookToken, parseWebhookUrl, webhookUrlNotImage } from '@shared/discord/urls'

// Messages are looked up when a value is checked (Zod calls the function), so they follow the language.
const say = (...args: Parameters<ReturnType<typeof currentTranslator>>) => ({
  error: () => currentTranslator()(...args),
})

const label = z
  .string()
  .trim()
  .max(100, say('webhooks.error.labelTooLong', { max: 100 }))

/** The add form: the URL is checked as it is typed, with the same parser the services use. */
export function addWebhookSchema(apiBase: string | undefined) {
  return z.object({
    url: z.string().superRefine((text, ctx) => {
      const parsed = parseWebhookUrl(text, { apiBase })
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: problemText(currentTranslator(), parsed) })
    }),
    label,
  })
}
export type AddWebhookValues = { url: string; label: string }

export const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, say('webhooks.error.nameEmpty'))
    .max(100, say('webhooks.error.tooLong', { max: 100 })),
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
      const problem = webhookNameProblem(name, LABEL.username)
      if (problem) ctx.addIssue({ code: 'custom', message: problemText(currentTranslator(), problem) })
    }),
  defaultAvatarUrl: z
    .string()
    .trim()
    .refine((url) => url === '' || /^https?:\/\/\S+$/.test(url), say('webhooks.error.avatarUrl'))
    .refine((url) => url.length <= 2048, say('webhooks.error.tooLong', { max: 2048 }))
    .refine((url) => !carriesWebhookToken(url), {
      error: () => problemText(currentTranslator(), webhookUrlNotImage),
    }),
})
export type WebhookSettingsValues = z.input<typeof webhookSettingsFormSchema>
