import { z } from 'zod'
import { phraseSchema } from '@shared/rpc/errors'
import type { JsonStore } from '../stores/jsonStore'
import { openDataStore } from '../stores/dataStore'
import type { StoreDeps } from '../stores/dataStore'
import { sealedSecretSchema } from '../vault/sealedSecret'

/** The user's tokens for one application, sealed; the refresh token is replaced on every refresh. */
export const userTokensSchema = z.object({
  accessToken: sealedSecretSchema,
  refreshToken: sealedSecretSchema.nullable(),
  /** Epoch ms. */
  expiresAt: z.number(),
  scope: z.string(),
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
})
export type UserTokens = z.infer<typeof userTokensSchema>

export const applicationRecordSchema = z.object({
  /** The Discord application id; also the record's key (AAD application:<id>:<field>). */
  applicationId: z.string(),
  label: z.string(),
  clientId: z.string(),
  botToken: sealedSecretSchema,
  clientSecret: sealedSecretSchema,
  botTokenMasked: z.string(),
  clientSecretMasked: z.string(),
  redirectPort: z.number().int(),
  tokens: userTokensSchema.nullable(),
  /** Why the user must connect again (Discord refused the refresh token, say), in English. */
  reconnectReason: z.string().nullable(),
  /**
   * The same reason as a phrase, said in the reader's language. Optional: a file written before it was
   * kept has only the English reason, which is shown as it is (no version change: nothing to convert).
   */
  reconnectPhrase: phraseSchema,
  addedAt: z.string(),
})
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>

export const applicationFileSchema = z.object({
  version: z.literal(1),
  applications: z.array(applicationRecordSchema),
})
export type ApplicationFile = z.infer<typeof applicationFileSchema>

export function openApplicationStore(deps: StoreDeps): JsonStore<ApplicationFile> {
  return openDataStore<ApplicationFile>(deps, {
    name: 'applications',
    schema: applicationFileSchema,
    defaults: () => ({ version: 1, applications: [] }),
  })
}
