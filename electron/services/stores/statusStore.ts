import { z } from 'zod'
import type { StoreDeps } from './dataStore'
import { openDataStore } from './dataStore'
import type { JsonStore } from './jsonStore'

const snowflake = z.string().regex(/^\d{17,20}$/)

export const statusRecordSchema = z.object({
  name: z.string().min(1).max(100),
  webhookId: snowflake,
  messageId: snowflake,
  channelId: snowflake,
  threadId: snowflake.nullable(),
  markedAt: z.string(),
  updatedAt: z.string().nullable(),
})
export type StatusRecord = z.infer<typeof statusRecordSchema>

/** status.json: the status messages, by name (unique without case). Ids only, never a token. */
export const statusFileSchema = z.object({
  version: z.literal(1),
  statuses: z.array(statusRecordSchema),
})
export type StatusFile = z.infer<typeof statusFileSchema>

export function openStatusStore(deps: StoreDeps): JsonStore<StatusFile> {
  return openDataStore<StatusFile>(deps, {
    name: 'status',
    schema: statusFileSchema,
    defaults: () => ({ version: 1, statuses: [] }),
  })
}
