import { z } from 'zod'
import { method } from '../define'
import { discordIdSchema, webhookViewSchema } from './webhooks'
import { schemaSays } from '../schemaSays'

/** Up to 200 MB of JSON: history with many revisions makes big backups, and that is fine. */
const backupText = z
  .string()
  .min(1, schemaSays('stored.contract.backupEmpty', 'The backup is empty.'))
  .max(200_000_000)

const keepReplaceBoth = z.enum(['keep', 'replace', 'both'])
const keepReplace = z.enum(['keep', 'replace'])

export const backupChoicesSchema = z.object({
  drafts: keepReplaceBoth.optional(),
  templates: keepReplaceBoth.optional(),
  webhooks: keepReplace.optional(),
  history: keepReplace.optional(),
  settings: keepReplace.optional(),
})

export const backupContentsSchema = z.object({
  drafts: z.number().int(),
  templates: z.number().int(),
  webhooks: z.number().int(),
  history: z.number().int(),
})
export type BackupContents = z.infer<typeof backupContentsSchema>

export const backupConflictsSchema = z.object({
  drafts: z.array(z.object({ id: z.string(), name: z.string() })),
  templates: z.array(z.object({ id: z.string(), name: z.string() })),
  webhooks: z.array(z.object({ id: discordIdSchema, label: z.string() })),
  history: z.array(z.object({ id: z.string() })),
  settings: z.boolean(),
})
export type BackupConflicts = z.infer<typeof backupConflictsSchema>

const tally = z.object({
  added: z.number().int(),
  replaced: z.number().int(),
  copied: z.number().int(),
  kept: z.number().int(),
})

/** A webhook restored from a backup: known by id and names, not usable until its URL is pasted again. */
export const awaitingWebhookSchema = z.object({
  id: discordIdSchema,
  label: z.string(),
  serverName: z.string().nullable(),
  channelName: z.string().nullable(),
})
export type AwaitingWebhook = z.infer<typeof awaitingWebhookSchema>

export const backupMethods = {
  'backup.create': method(
    z.object({}),
    z.object({
      fileName: z.string(),
      text: z.string(),
      contents: backupContentsSchema,
      /** Attached files left out of the drafts: backups hold no file bytes. */
      filesLeftOut: z.number().int(),
    }),
    "Herald's own backup as JSON text: drafts, templates, the library without secrets, history, settings.",
  ),
  'backup.inspect': method(
    z.object({ text: backupText }),
    z.object({
      createdAt: z.string(),
      appVersion: z.string(),
      contents: backupContentsSchema,
      conflicts: backupConflictsSchema,
    }),
    'Reads a backup (invalidInput lists each problem with its path) and what it would collide with.',
  ),
  'backup.restore': method(
    z.object({ text: backupText, choices: backupChoicesSchema.default({}) }),
    z.object({
      drafts: tally,
      templates: tally,
      webhooks: tally,
      history: tally,
      settings: z.enum(['restored', 'kept', 'unchanged']),
      /** Webhooks that now wait for their URL (backup.awaiting). */
      awaitingUrl: z.number().int(),
    }),
    'Restores a backup; a conflict without a choice is refused (conflict) and nothing is written.',
  ),
  'backup.awaiting': method(
    z.object({}),
    z.object({ webhooks: z.array(awaitingWebhookSchema) }),
    'Restored webhooks that wait for their URL: never sendable until it is pasted.',
  ),
  'backup.reconnect': method(
    z.object({
      webhookId: discordIdSchema,
      url: z.string().trim().min(1, schemaSays('stored.contract.pasteTheUrl', 'Paste the webhook URL.')),
    }),
    z.object({ webhook: webhookViewSchema }),
    "Saves a restored webhook with its URL (it must be this webhook's), keeping the backup's names and settings.",
  ),
  'backup.forget': method(
    z.object({ webhookId: discordIdSchema }),
    z.object({ removed: z.boolean() }),
    'Drops a restored webhook that waits for its URL.',
  ),
}
