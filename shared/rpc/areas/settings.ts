import { z } from 'zod'
import { LOCALES, PSEUDO_LOCALE } from '../../i18n/locale'
import { event, method } from '../define'
import { discordIdSchema, uploadLimitSchema } from './webhooks'

/** The pseudo-locale is selectable too: the e2e suite uses it to find unlocalised text. */
export const languageSchema = z.enum(['system', ...LOCALES, PSEUDO_LOCALE])

export const settingsViewSchema = z.object({
  theme: z.enum(['system', 'light', 'dark']),
  defaultUploadLimitMiB: uploadLimitSchema,
  confirmDestructive: z.boolean(),
  historyLimitPerWebhook: z.number().int().min(100).max(10_000),
  /** The saved webhook last sent to, where the composer starts "Send to"; null before the first send. */
  lastWebhookId: discordIdSchema.nullable(),
  /** How the message preview lays messages out, as Discord's "Message display" setting. */
  previewDensity: z.enum(['cozy', 'compact']),
  /**
   * Whether the preview fetches web images (through the services, never the page). Optional so backups
   * and files from before it still read; absent means on, as Discord shows them to every reader.
   */
  previewWebImages: z.boolean().optional(),
  /** Settings → Language: a locale Herald has, or the system's (issue 25). Optional as previewWebImages. */
  language: languageSchema.optional(),
})
export type SettingsView = z.infer<typeof settingsViewSchema>

const settingsResult = z.object({
  settings: settingsViewSchema,
  /** Shown read-only: set by HERALD_API_BASE / HERALD_AUTH_BASE when the app starts. */
  apiBase: z.string(),
  authBase: z.string(),
  dataDir: z.string(),
})

/** A store file that could not be read and was kept aside; the page tells the user. */
export const recoveredFileSchema = z.object({
  /** webhooks, botTokens, settings, vault, history/<webhook id>. */
  store: z.string(),
  file: z.string(),
  /** Where the unreadable file is kept, untouched. */
  movedTo: z.string(),
  reason: z.enum(['unparseable', 'invalid', 'newerVersion', 'migrationFailed']),
  /** What was wrong, never the file's content. */
  detail: z.string(),
  at: z.string(),
})
export type RecoveredFile = z.infer<typeof recoveredFileSchema>

export const settingsMethods = {
  'settings.get': method(z.object({}), settingsResult, 'Preferences, and the API roots in use.'),
  'settings.update': method(
    z.object({ settings: settingsViewSchema.partial() }),
    settingsResult,
    'Changes some preferences.',
  ),
  // Store health sits with settings: it concerns every store file, not one area.
  'store.status': method(
    z.object({}),
    z.object({ recovered: z.array(recoveredFileSchema) }),
    'Store files that were unreadable and moved aside since the app started.',
  ),
  'store.dismissRecovered': method(
    z.object({ movedTo: z.string().min(1) }),
    z.object({ dismissed: z.boolean() }),
    'Hides a recovery notice; the preserved file stays on disk.',
  ),
}

export const settingsEvents = {
  'store.onDidRecover': event(recoveredFileSchema, 'A store file was unreadable and moved aside.'),
}
