import { z } from 'zod'
import { snowflakeSchema } from '@shared/discord/snowflake'
import { sealedSecretSchema } from '../vault/sealedSecret'
import type { JsonStore } from './jsonStore'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'

export const sealedUrlRecordSchema = z.object({
  /** Sealed under the data key, AAD sealedUrl:<ref>:url. */
  url: sealedSecretSchema,
  webhookId: snowflakeSchema,
  maskedUrl: z.string(),
  sealedAt: z.string(),
})
export type SealedUrlRecord = z.infer<typeof sealedUrlRecordSchema>

/** sealedUrls.json: webhook URLs a draft was given by pasting, by reference. Drafts hold only the ref. */
export const sealedUrlFileSchema = z.object({
  version: z.literal(1),
  urls: z.record(z.string().regex(/^[a-f0-9]{32}$/), sealedUrlRecordSchema),
})
export type SealedUrlFile = z.infer<typeof sealedUrlFileSchema>

export function openSealedUrlStore(deps: StoreDeps): JsonStore<SealedUrlFile> {
  return openDataStore<SealedUrlFile>(deps, {
    name: 'sealedUrls',
    schema: sealedUrlFileSchema,
    defaults: () => ({ version: 1, urls: {} }),
  })
}
