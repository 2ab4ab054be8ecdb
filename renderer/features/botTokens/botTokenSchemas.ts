import { z } from 'zod'
import { discordIdSchema } from '@shared/rpc/areas/webhooks'
import { webhookNameProblem } from '@shared/discord/webhook'

export const addBotTokenSchema = z.object({
  label: z.string().trim().min(1, 'Enter a label.').max(100, 'At most 100 characters.'),
  token: z.string().trim().min(1, 'Paste the bot token.').max(200, 'A bot token is shorter than this.'),
})
export type AddBotTokenValues = z.input<typeof addBotTokenSchema>

export const channelSchema = z.object({
  botTokenId: z.string().min(1, 'Choose a bot token.'),
  /** A channel id, or a name (#general) resolved when the form is sent (channelByName). */
  channelId: z
    .string()
    .trim()
    .min(1, 'Type a channel name such as #general, or a channel id (17 to 20 digits).'),
})
export type ChannelValues = z.input<typeof channelSchema>

/** Discord's webhook name rules, checked as the name is typed, before anything is sent. */
export const createWebhookSchema = z.object({
  name: z.string().superRefine((name, ctx) => {
    const problem = webhookNameProblem(name, 'The name')
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message })
  }),
})
export type CreateWebhookValues = z.input<typeof createWebhookSchema>

export const deleteByIdSchema = z.object({ webhookId: discordIdSchema })
export type DeleteByIdValues = z.input<typeof deleteByIdSchema>
