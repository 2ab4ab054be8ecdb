import { z } from 'zod'
import { discordIdSchema, uploadLimitSchema } from '../../../shared/rpc/areas/webhooks'
import type { Migration } from './jsonStore'
import { JsonStore } from './jsonStore'
import type { StoreDeps } from './webhookStore'

export const themeSchema = z.enum(['system', 'light', 'dark'])

/** settings.json: preferences only. API roots come from the shell's config and are shown read-only. */
export const settingsFileSchema = z.object({
  version: z.literal(2),
  theme: themeSchema,
  /** Used for webhooks without their own upload limit. */
  defaultUploadLimitMiB: uploadLimitSchema,
  /** Ask before deleting a message from Discord or revoking a webhook. */
  confirmDestructive: z.boolean(),
  /** Oldest history entries of a webhook beyond this are dropped. */
  historyLimitPerWebhook: z.number().int().min(100).max(10_000),
  /** The saved webhook last sent to: the composer starts "Send to" on it. An id, never a token. */
  lastWebhookId: discordIdSchema.nullable(),
})
export type SettingsFile = z.infer<typeof settingsFileSchema>

export const defaultSettings = (): SettingsFile => ({
  version: 2,
  theme: 'system',
  defaultUploadLimitMiB: 10,
  confirmDestructive: true,
  historyLimitPerWebhook: 2000,
  lastWebhookId: null,
})

/** migrations[0]: version 1 had no lastWebhookId (the composer kept it in memory). */
const migrations: Migration[] = [(v1) => ({ ...v1, lastWebhookId: null })]

export function openSettingsStore(deps: StoreDeps): JsonStore<SettingsFile> {
  return new JsonStore<SettingsFile>({
    dir: deps.dataDir,
    name: 'settings',
    schema: settingsFileSchema,
    migrations,
    defaults: defaultSettings,
    recovery: deps.recovery,
    backing: deps.backing,
    clock: deps.clock,
  })
}
