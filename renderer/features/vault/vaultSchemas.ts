import { z } from 'zod'
import type { Translate } from '@shared/i18n'
import { newPassphraseSchema } from '@shared/rpc/areas/vault'

/** The services' rule for a new passphrase, its message in the page's language. */
function newPassphrase(t: Translate) {
  return z.string().superRefine((value, ctx) => {
    const issue = newPassphraseSchema.safeParse(value).error?.issues[0]
    if (!issue) return
    const message = issue.code === 'too_big' ? t('vault.passphrase.tooLong') : t('vault.strength.short.hint')
    ctx.addIssue({ code: 'custom', message })
  })
}

/** Setting a new passphrase: typed twice, so a typo cannot lock the user out. */
export const newPassphraseFormSchema = (t: Translate) =>
  z
    .object({ passphrase: newPassphrase(t), confirm: z.string() })
    .refine((values) => values.passphrase === values.confirm, {
      path: ['confirm'],
      message: t('vault.passphrase.differ'),
    })
export type NewPassphraseValues = z.input<ReturnType<typeof newPassphraseFormSchema>>

export const unlockSchema = (t: Translate) =>
  z.object({ passphrase: z.string().min(1, t('vault.unlock.empty')) })
export type UnlockValues = z.input<ReturnType<typeof unlockSchema>>

export const changePassphraseSchema = (t: Translate) =>
  z
    .object({
      current: z.string().min(1, t('vault.change.current.empty')),
      passphrase: newPassphrase(t),
      confirm: z.string(),
    })
    .refine((values) => values.passphrase === values.confirm, {
      path: ['confirm'],
      message: t('vault.change.differ'),
    })
export type ChangePassphraseValues = z.input<ReturnType<typeof changePassphraseSchema>>
