import { z } from 'zod'
import { newPassphraseSchema } from '@shared/rpc/areas/vault'

/** Setting a new passphrase: typed twice, so a typo cannot lock the user out. */
export const newPassphraseFormSchema = z
  .object({ passphrase: newPassphraseSchema, confirm: z.string() })
  .refine((values) => values.passphrase === values.confirm, {
    path: ['confirm'],
    message: 'The two passphrases differ. Type the same passphrase twice.',
  })
export type NewPassphraseValues = z.input<typeof newPassphraseFormSchema>

export const unlockSchema = z.object({ passphrase: z.string().min(1, 'Enter the passphrase.') })
export type UnlockValues = z.input<typeof unlockSchema>

export const changePassphraseSchema = z
  .object({
    current: z.string().min(1, 'Enter the current passphrase.'),
    passphrase: newPassphraseSchema,
    confirm: z.string(),
  })
  .refine((values) => values.passphrase === values.confirm, {
    path: ['confirm'],
    message: 'The two new passphrases differ. Type the same passphrase twice.',
  })
export type ChangePassphraseValues = z.input<typeof changePassphraseSchema>
