import { z } from 'zod'
import { draftIdSchema } from '../../drafts/draft'
import { method } from '../define'
import { appMethods } from './app'
import { draftsMethods } from './drafts'
import { schedulesMethods } from './schedules'
import { sendMethods } from './send'
import { settingsMethods } from './settings'
import { statusMethods } from './status'
import { vaultMethods } from './vault'
import { webhooksMethods } from './webhooks'

/**
 * What the first screen reads, in one round trip (issue 23): each part exactly as its own method answers
 * it, so the page can serve its stores' first calls from here (renderer/api/bootstrap.ts).
 */
export const bootstrapSchema = z.object({
  info: appMethods['app.info'].output,
  settings: settingsMethods['settings.get'].output,
  drafts: draftsMethods['drafts.list'].output,
  /**
   * The draft the composer opens (drafts.list's openId, else its first) as `drafts.open` answers for it,
   * and what it posted (`sends.list`); null when there is no draft or it could not be opened.
   */
  open: z
    .object({
      id: draftIdSchema,
      opened: draftsMethods['drafts.open'].output,
      sends: sendMethods['sends.list'].output,
    })
    .nullable(),
  webhooks: webhooksMethods['webhooks.list'].output,
  schedules: schedulesMethods['schedules.list'].output,
  vault: vaultMethods['vault.status'].output,
  status: statusMethods['status.list'].output,
})
export type Bootstrap = z.infer<typeof bootstrapSchema>

export const bootstrapMethods = {
  'app.bootstrap': method(
    z.object({}),
    bootstrapSchema,
    'Everything the first screen reads (info, settings, drafts and the open one, webhooks, schedules, vault, status), in one call.',
  ),
}
