import { z } from 'zod'
import { draftSchema } from '../drafts/draft'
import { historyRevisionViewSchema } from '../rpc/areas/history'
import { settingsViewSchema } from '../rpc/areas/settings'
import { templateSchema } from '../rpc/areas/templates'
import { discordIdSchema, uploadLimitSchema } from '../rpc/areas/webhooks'
import { BACKUP_MAX } from './limits'

/** The version this Herald writes and the newest it reads. */
export const BACKUP_VERSION = 1
export const BACKUP_FORMAT = 'herald-backup'

/**
 * A saved webhook without its secret: no token, no sealed blob, not even the masked URL (its last
 * characters are the token's). Restored, it waits for its URL to be pasted again (backup.reconnect).
 */
export const backupWebhookSchema = z.object({
  id: discordIdSchema,
  label: z.string().max(200),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  channelId: discordIdSchema.nullable(),
  guildId: discordIdSchema.nullable(),
  settings: z.object({
    uploadLimitMiB: uploadLimitSchema.nullable(),
    defaultUsername: z.string().nullable(),
    defaultAvatarUrl: z.string().nullable(),
  }),
})
export type BackupWebhook = z.infer<typeof backupWebhookSchema>

export const backupLibrarySchema = z.object({
  webhooks: z.array(backupWebhookSchema).max(BACKUP_MAX.webhooks),
  servers: z.array(z.object({ id: discordIdSchema, name: z.string() })),
  channels: z.array(z.object({ id: discordIdSchema, guildId: discordIdSchema.nullable(), name: z.string() })),
})
export type BackupLibrary = z.infer<typeof backupLibrarySchema>

/** One history entry as the history keeps it: the message, every version sent, and whether it was deleted. */
export const backupHistoryEntrySchema = z.object({
  id: z.string().regex(/^\d{17,20}-\d{17,20}$/),
  webhookId: discordIdSchema,
  messageId: discordIdSchema,
  channelId: discordIdSchema,
  threadId: discordIdSchema.nullable(),
  guildId: discordIdSchema.nullable(),
  source: z.enum(['sent', 'loaded']),
  sentAt: z.string(),
  current: historyRevisionViewSchema,
  revisions: z.array(historyRevisionViewSchema),
  deletedAt: z.string().nullable(),
})
export type BackupHistoryEntry = z.infer<typeof backupHistoryEntrySchema>

export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  /** The Herald that wrote it, for the reader's information. */
  appVersion: z.string(),
  /** Drafts without their attached files (the bytes stay on the computer) and without pasted URLs. */
  drafts: z.array(draftSchema).max(BACKUP_MAX.drafts),
  templates: z.array(templateSchema).max(BACKUP_MAX.templates),
  library: backupLibrarySchema,
  history: z.array(backupHistoryEntrySchema).max(BACKUP_MAX.history),
  settings: settingsViewSchema,
})
export type BackupFile = z.infer<typeof backupFileSchema>
