import { z } from 'zod'
import { backupWebhookSchema } from '@shared/backup/schema'
import type { StoreDeps } from './dataStore'
import { openDataStore } from './dataStore'
import type { JsonStore } from './jsonStore'

export const awaitingWebhookRecordSchema = backupWebhookSchema.extend({
  /** The names the backup gave its server and channel, applied when the URL comes back. */
  serverName: z.string().nullable(),
  channelName: z.string().nullable(),
  restoredAt: z.string(),
})
export type AwaitingWebhookRecord = z.infer<typeof awaitingWebhookRecordSchema>

/**
 * restoredWebhooks.json: webhooks a backup restored, without a token (backups hold none). They are kept
 * apart from webhooks.json on purpose: nothing that sends can find them until the URL is pasted again.
 */
export const awaitingFileSchema = z.object({
  version: z.literal(1),
  webhooks: z.array(awaitingWebhookRecordSchema),
})
export type AwaitingFile = z.infer<typeof awaitingFileSchema>

export function openAwaitingWebhookStore(deps: StoreDeps): JsonStore<AwaitingFile> {
  return openDataStore<AwaitingFile>(deps, {
    name: 'restoredWebhooks',
    schema: awaitingFileSchema,
    defaults: () => ({ version: 1, webhooks: [] }),
  })
}
