import { z } from 'zod'
import type { Translate } from '@shared/i18n'
import { discordIdSchema } from '@shared/rpc/areas/webhooks'
import { webhookNameProblem } from '@shared/discord/webhook'
import { WEBHOOK_NAME_MAX } from '@shared/discord/limits'
import { countCodePoints } from '@shared/discord/text'

export const addBotTokenSchema = (t: Translate) =>
  z.object({
    label: z.string().trim().min(1, t('botTokens.add.label.empty')).max(100, t('botTokens.add.label.long')),
    token: z.string().trim().min(1, t('botTokens.add.token.empty')).max(200, t('botTokens.add.token.long')),
  })
export type AddBotTokenValues = z.input<ReturnType<typeof addBotTokenSchema>>

export const channelSchema = (t: Translate) =>
  z.object({
    botTokenId: z.string().min(1, t('botTokens.channel.noBot')),
    /** A channel id, or a name (#general) resolved when the form is sent (channelByName). */
    channelId: z.string().trim().min(1, t('botTokens.channel.empty')),
  })
export type ChannelValues = z.input<ReturnType<typeof channelSchema>>

/** Why Discord would refuse the name, in the page's language (the rules: webhookNameProblem). */
function nameProblem(t: Translate, name: string): string | undefined {
  const problem = webhookNameProblem(name)
  if (!problem) return undefined
  if (problem.code === 'empty') return t('botTokens.create.name.empty')
  if (problem.code === 'too_long') {
    return t('botTokens.create.name.long', { count: countCodePoints(name.trim()), max: WEBHOOK_NAME_MAX })
  }
  // Which word: the same order as webhookNameProblem checks them.
  const lower = name.toLowerCase()
  const forbidden = ['clyde', 'discord'].find((w) => lower.includes(w))
  if (forbidden) return t('botTokens.create.name.word', { word: forbidden })
  const reserved = ['everyone', 'here'].find((w) => lower.includes(w)) ?? ''
  return t('botTokens.create.name.reserved', { word: reserved })
}

/** Discord's webhook name rules, checked as the name is typed, before anything is sent. */
export const createWebhookSchema = (t: Translate) =>
  z.object({
    name: z.string().superRefine((name, ctx) => {
      const message = nameProblem(t, name)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  })
export type CreateWebhookValues = z.input<ReturnType<typeof createWebhookSchema>>

export const deleteByIdSchema = (t: Translate) =>
  z.object({
    webhookId: z
      .string()
      .refine((id) => discordIdSchema.safeParse(id).success, t('botTokens.deleteById.invalid')),
  })
export type DeleteByIdValues = z.input<ReturnType<typeof deleteByIdSchema>>
