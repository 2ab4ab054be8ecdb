import { z } from 'zod'
import { languageSchema } from '@shared/rpc/areas/settings'
import { discordIdSchema, uploadLimitSchema } from '@shared/rpc/areas/webhooks'
import type { Migration } from './jsonStore'
import type { JsonStore } from './jsonStore'
import { openDataStore } from './dataStore'
import type { StoreDeps } from './dataStore'

export const themeSchema = z.enum(['system', 'light', 'dark'])

/** settings.json: preferences only. API roots come from the shell's config and are shown read-only. */
export const settingsFileSchema = z.object({
  version: z.literal(3),
  theme: themeSchema,
  /** Used for webhooks without their own upload limit. */
  defaultUploadLimitMiB: uploadLimitSchema,
  /** Ask before deleting a message from Discord or revoking a webhook. */
  confirmDestructive: z.boolean(),
  /** Oldest history entries of a webhook beyond this are dropped. */
  historyLimitPerWebhook: z.number().int().min(100).max(10_000),
  /** The saved webhook last sent to: the composer starts "Send to" on it. An id, never a token. */
  lastWebhookId: discordIdSchema.nullable(),
  /** The message preview's layout: Discord's cozy (avatars) or compact (one line per message). */
  previewDensity: z.enum(['cozy', 'compact']),
  /** The preview shows web images (fetched by the services). A default rather than a migration: off only by choice. */
  previewWebImages: z.boolean().default(true),
  /** The language the app speaks; "system" follows the computer's. A default, as previewWebImages. */
  language: languageSchema.default('system'),
})
export type SettingsFile = z.infer<typeof settingsFileSchema>

export const defaultSettings = (): SettingsFile => ({
  version: 3,
  theme: 'system',
  defaultUploadLimitMiB: 10,
  confirmDestructive: true,
  historyLimitPerWebhook: 2000,
  lastWebhookId: null,
  previewDensity: 'cozy',
  previewWebImages: true,
  language: 'system',
})

/**
 * migrations[0]: version 1 had no lastWebhookId (the composer kept it in memory).
 * migrations[1]: version 2 had no previewDensity; Discord's default, cozy, keeps the preview as it was.
 */
const migrations: Migration[] = [
  (v1) => ({ ...v1, lastWebhookId: null }),
  (v2) => ({ ...v2, previewDensity: 'cozy' }),
]

export function openSettingsStore(deps: StoreDeps): JsonStore<SettingsFile> {
  return openDataStore<SettingsFile>(deps, {
    name: 'settings',
    schema: settingsFileSchema,
    migrations,
    defaults: defaultSettings,
  })
}
