import { z } from 'zod'
import { sealedSecretSchema } from '../vault/sealedSecret'
import type { JsonStore } from './jsonStore'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'

export const botTokenRecordSchema = z.object({
  /** Herald's own id for the token (a bot token has no id of its own). */
  id: z.string().min(1),
  label: z.string(),
  /** Sealed under the data key, AAD botToken:<id>:token. */
  token: sealedSecretSchema,
  /** The first characters and ••••, never more than a bot id's worth. */
  masked: z.string(),
  /** The bot user id encoded in the token's first part, when it decodes to one. */
  botId: z.string().nullable(),
  addedAt: z.string(),
})
export type BotTokenRecord = z.infer<typeof botTokenRecordSchema>

export const botTokenFileSchema = z.object({
  version: z.literal(1),
  botTokens: z.array(botTokenRecordSchema),
})
export type BotTokenFile = z.infer<typeof botTokenFileSchema>

export function openBotTokenStore(deps: StoreDeps): JsonStore<BotTokenFile> {
  return openDataStore<BotTokenFile>(deps, {
    name: 'botTokens',
    schema: botTokenFileSchema,
    defaults: () => ({ version: 1, botTokens: [] }),
  })
}
