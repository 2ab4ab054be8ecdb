import { z } from 'zod'
import * as L from './limits'
import { codePointString, isIsoTimestamp, urlString } from './text'
import { LABEL } from './problemLabels'
import { sentence, zodMessage } from './sentence'

// Embed request fields a webhook may set (discord-wire §9). Text limits are measured after trimming.
// Discord ignores type, provider, video and image sizes, so they are not part of the schema.

export const embedFooterSchema = z.object({
  text: codePointString({ label: LABEL.footerText, max: L.EMBED_FOOTER_TEXT_MAX, min: 1, trim: true }),
  icon_url: urlString({ label: LABEL.footerIconUrl, attachment: true }).optional(),
})
export type EmbedFooter = z.infer<typeof embedFooterSchema>

export const embedAuthorSchema = z.object({
  name: codePointString({ label: LABEL.authorName, max: L.EMBED_AUTHOR_NAME_MAX, min: 1, trim: true }),
  url: urlString({ label: LABEL.authorUrl }).optional(),
  icon_url: urlString({ label: LABEL.authorIconUrl, attachment: true }).optional(),
})
export type EmbedAuthor = z.infer<typeof embedAuthorSchema>

/** image and thumbnail: http(s) or attachment://name of an uploaded file. */
export const embedMediaSchema = z.object({
  url: urlString({ label: LABEL.imageUrl, attachment: true }),
})
export type EmbedMedia = z.infer<typeof embedMediaSchema>

export const embedFieldSchema = z.object({
  // Both are required and an empty value is rejected (BASE_TYPE_REQUIRED, discord-wire §9).
  name: codePointString({ label: LABEL.fieldName, max: L.EMBED_FIELD_NAME_MAX, min: 1, trim: true }),
  value: codePointString({ label: LABEL.fieldValue, max: L.EMBED_FIELD_VALUE_MAX, min: 1, trim: true }),
  inline: z.boolean().optional(),
})
export type EmbedField = z.infer<typeof embedFieldSchema>

const colourRange = zodMessage(
  sentence('problem.color.range', 'The colour must be between 0 and 16777215 (0xFFFFFF).'),
)

export const embedColorSchema = z
  .number()
  .int(
    zodMessage(
      sentence('problem.color.whole', 'The colour must be a whole number (an RGB value such as 5793266).'),
    ),
  )
  .min(0, colourRange)
  .max(L.COLOR_MAX, colourRange)

export const embedTimestampSchema = z.string().refine(isIsoTimestamp, {
  ...zodMessage(
    sentence(
      'problem.timestamp.format',
      'The timestamp must be an ISO 8601 date and time, such as 2025-01-31T18:00:00Z.',
    ),
  ),
  params: { code: 'invalid_timestamp' },
})

export const embedSchema = z.object({
  title: codePointString({ label: LABEL.embedTitle, max: L.EMBED_TITLE_MAX, trim: true }).optional(),
  description: codePointString({
    label: LABEL.embedDescription,
    max: L.EMBED_DESCRIPTION_MAX,
    trim: true,
  }).optional(),
  url: urlString({ label: LABEL.embedUrl }).optional(),
  timestamp: embedTimestampSchema.optional(),
  color: embedColorSchema.optional(),
  footer: embedFooterSchema.optional(),
  image: embedMediaSchema.optional(),
  thumbnail: embedMediaSchema.optional(),
  author: embedAuthorSchema.optional(),
  fields: z
    .array(embedFieldSchema)
    .max(
      L.EMBED_FIELDS_MAX,
      zodMessage(
        sentence('problem.embed.fieldsMax', `An embed can have at most ${L.EMBED_FIELDS_MAX} fields.`, {
          max: String(L.EMBED_FIELDS_MAX),
        }),
      ),
    )
    .optional(),
})
export type Embed = z.infer<typeof embedSchema>
