import { z } from 'zod'
import { draftIdSchema } from '../../drafts/draft'
import { method } from '../define'
import type { Phrase } from '../../i18n/phrase'
import { schemaSays } from '../schemaSays'

// Discohook-compatible import and export (shared/interop). Webhook URLs found in an import come back
// masked with a per-import token; only drafts.importWebhooks, after the user agrees, saves them.

/**
 * A sentence's phrase (shared/i18n/phrase.ts), with `parts` (a field's name in a validation problem). A
 * malformed one is dropped: the English `message` beside it is there to fall back on.
 */
const phraseShape: z.ZodType<Phrase> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[\w-]+(\.[\w-]+)+$/),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    parts: z.record(z.string(), phraseShape).optional(),
  }),
) as z.ZodType<Phrase>
const phrase = phraseShape.optional().catch(undefined)

const problemSchema = z.object({
  pathText: z.string(),
  /** Where, said in the reader's language when it has words of its own ("Name › message 2"). */
  pathPhrase: phrase,
  /** English (the CLI's JSON); the page shows `phrase`. */
  message: z.string(),
  phrase,
  code: z.string(),
  severity: z.enum(['error', 'warning']),
})
export type ImportProblemView = z.infer<typeof problemSchema>

/** A part of the input Discord does not take (another tool's ids and actions), left out on purpose. */
const droppedSchema = z.object({ pathText: z.string(), message: z.string(), phrase })
export type DroppedPartView = z.infer<typeof droppedSchema>

const foundWebhookSchema = z.object({
  /** Names this URL in drafts.importWebhooks. */
  key: z.string(),
  webhookId: z.string(),
  /** …/webhooks/<id>/••••abcd */
  maskedUrl: z.string(),
  pathText: z.string(),
})
export type FoundWebhookView = z.infer<typeof foundWebhookSchema>

export const interopMethods = {
  'drafts.import': method(
    // Discohook caps a backup at about 24.5 MiB; the same bound here.
    z.object({
      text: z.string().min(1, schemaSays('import.empty', 'There is nothing to import.')).max(25_000_000),
    }),
    z.object({
      format: z.string().nullable(),
      drafts: z.array(z.object({ id: draftIdSchema, name: z.string(), messages: z.number().int() })),
      problems: z.array(problemSchema),
      dropped: z.array(droppedSchema),
      webhooks: z.array(foundWebhookSchema),
      /** Names this import's webhook URLs for drafts.importWebhooks; null when none were found. */
      token: z.string().nullable(),
    }),
    'Decodes a Discohook/Embed Generator file, a link (never fetched) or a message body into new drafts.',
  ),
  'drafts.importWebhooks': method(
    z.object({ token: z.string().min(1), keys: z.array(z.string()).min(1).max(100) }),
    z.object({
      saved: z.array(z.object({ key: z.string(), webhookId: z.string(), alreadySaved: z.boolean() })),
      /** Why each was not saved: English and its phrase. */
      failed: z.array(z.object({ key: z.string(), message: z.string(), phrase })),
    }),
    'Saves the chosen webhook URLs of an import into the library (checked with Discord, sealed).',
  ),
  'drafts.export': method(
    z.object({
      ids: z.array(draftIdSchema).min(1).max(100),
      includeWebhookUrls: z.boolean().default(false),
      share: z.boolean().default(false),
    }),
    z.object({
      /** One draft: Discohook QueryData (d2); several: a Discohook version-8 backup file. */
      json: z.string(),
      /** https://discohook.app/?data=…; only for one draft with share set. */
      link: z.string().nullable(),
      /** What the export cannot carry (staged files): English and its phrase. */
      notes: z.array(z.object({ message: z.string(), phrase })),
    }),
    'Drafts as Discohook-compatible JSON and a share link; webhook URLs only when asked.',
  ),
}
