import { z } from 'zod'
import {
  DRAFT_NAME_MAX,
  draftIdSchema,
  draftMessageSchema,
  draftSchema,
  draftTargetSchema,
} from '../../drafts/draft'
import { method } from '../define'
import { schemaSays } from '../schemaSays'

export const templateIdSchema = z
  .string()
  .regex(/^[a-z0-9]{8,32}$/, schemaSays('stored.templates.notAnId', 'Not a template id.'))
const name = z
  .string()
  .trim()
  .min(1, schemaSays('stored.templates.nameIt', 'Name the template.'))
  .max(DRAFT_NAME_MAX)

/** A saved draft shape to start new drafts from. It keeps no staged files and no sent state. */
export const templateSchema = z.object({
  id: templateIdSchema,
  name: z.string().max(DRAFT_NAME_MAX),
  messages: z.array(draftMessageSchema).min(1).max(10),
  targets: z.array(draftTargetSchema).max(10),
  /** The `{{name}}` placeholders of the messages, lowercase, in the order they first appear. */
  placeholders: z.array(z.string()),
  createdAt: z.string(),
})
export type Template = z.infer<typeof templateSchema>

const templateResult = z.object({ template: templateSchema })

export const templatesMethods = {
  'templates.list': method(
    z.object({}),
    z.object({ templates: z.array(templateSchema) }),
    'Saved templates, by name.',
  ),
  'templates.saveFromDraft': method(
    z.object({ draftId: draftIdSchema, name }),
    templateResult,
    "Saves a draft's messages and target as a template (without its files).",
  ),
  'templates.rename': method(
    z.object({ templateId: templateIdSchema, name }),
    templateResult,
    'Renames a template.',
  ),
  'templates.delete': method(
    z.object({ templateId: templateIdSchema }),
    z.object({ deleted: z.boolean() }),
    'Deletes a template.',
  ),
  'templates.use': method(
    z.object({
      templateId: templateIdSchema,
      values: z.record(z.string(), z.string().max(4000)).default({}),
    }),
    z.object({ draft: draftSchema }),
    'Creates and opens a draft with the placeholders filled; invalidInput lists missing values or problems.',
  ),
}
