import { z } from 'zod'
import { uploadLimitSchema } from '../../../shared/rpc/areas/webhooks'
import { JsonStore } from './jsonStore'
import type { StoreDeps } from './webhookStore'

export const themeSchema = z.enum(['system', 'light', 'dark'])

/** settings.json: preferences only. API roots come from the shell's config and are shown read-only. */
export const settingsFileSchema = z.object({
  version: z.literal(1),
  theme: themeSchema,
  /** Used for webhooks without their own upload limit. */
  defaultUploadLimitMiB: uploadLimitSchema,
  /** Ask before deleting a message from Discord or revoking a webhook. */
  confirmDestructive: z.boolean(),
  /** Oldest history entries of a webhook beyond this are dropped. */
  historyLimitPerWebhook: z.number().int().min(100).max(10_000),
})
export type SettingsFile = z.infer<typeof settingsFileSchema>

export const defaultSettings = (): SettingsFile => ({
  version: 1,
  theme: 'system',
  defaultUploadLimitMiB: 10,
  confirmDestructive: true,
  historyLimitPerWebhook: 2000,
})

export function openSettingsStore(deps: StoreDeps): JsonStore<SettingsFile> {
  return new JsonStore<SettingsFile>({
    dir: deps.dataDir,
    name: 'settings',
    schema: settingsFileSchema,
    migrations: [],
    defaults: defaultSettings,
    recovery: deps.recovery,
    backing: deps.backing,
    clock: deps.clock,
  })
}
