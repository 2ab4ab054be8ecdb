import { z } from 'zod'
import * as L from './limits'
import { actionRowSchema, buttonSchema, componentIdSchema } from './componentsLegacy'
import { codePointString, urlString } from './text'
import { LABEL } from './problemLabels'
import { sentence, zodMessage } from './sentence'

// Components V2 (discord-wire §11.1): usable only with the IS_COMPONENTS_V2 flag.

const id = componentIdSchema.optional()
const accentRange = zodMessage(
  sentence('problem.container.accentRange', 'The accent colour must be between 0 and 16777215 (0xFFFFFF).'),
)

/** An unfurled media item: http(s) or attachment://name. */
export const mediaItemSchema = z.object({
  url: urlString({ label: LABEL.mediaUrl, attachment: true }),
})

const mediaDescription = codePointString({
  label: LABEL.mediaDescription,
  max: L.MEDIA_DESCRIPTION_MAX,
  min: 1,
})

export const textDisplaySchema = z.object({
  type: z.literal(10),
  id,
  content: codePointString({ label: LABEL.text, max: L.TEXT_DISPLAY_MAX, min: 1 }),
})
export type TextDisplay = z.infer<typeof textDisplaySchema>

/** Thumbnail: only as a section accessory. */
export const thumbnailSchema = z.object({
  type: z.literal(11),
  id,
  media: mediaItemSchema,
  description: mediaDescription.nullable().optional(),
  spoiler: z.boolean().optional(),
})

export const mediaGallerySchema = z.object({
  type: z.literal(12),
  id,
  items: z
    .array(
      z.object({
        media: mediaItemSchema,
        description: mediaDescription.nullable().optional(),
        spoiler: z.boolean().optional(),
      }),
    )
    .min(1, zodMessage(sentence('problem.gallery.itemsMin', 'A media gallery needs at least one item.')))
    .max(
      L.MEDIA_GALLERY_ITEMS_MAX,
      zodMessage(
        sentence(
          'problem.gallery.itemsMax',
          `A media gallery can hold at most ${L.MEDIA_GALLERY_ITEMS_MAX} items.`,
          {
            max: String(L.MEDIA_GALLERY_ITEMS_MAX),
          },
        ),
      ),
    ),
})

/** File: the url must be attachment://name of an uploaded file (discord-wire §7.4). */
export const fileComponentSchema = z.object({
  type: z.literal(13),
  id,
  file: z.object({ url: urlString({ label: LABEL.fileUrl, attachmentOnly: true }) }),
  spoiler: z.boolean().optional(),
})

export const separatorSchema = z.object({
  type: z.literal(14),
  id,
  divider: z.boolean().optional(),
  spacing: z
    .literal(
      [1, 2],
      zodMessage(sentence('problem.separator.spacing', 'Spacing must be 1 (small) or 2 (large).')),
    )
    .optional(),
})

/** Section: 1–3 text displays beside a button or thumbnail accessory. */
export const sectionSchema = z.object({
  type: z.literal(9),
  id,
  components: z
    .array(textDisplaySchema)
    .min(1, zodMessage(sentence('problem.section.textsMin', 'A section needs at least one text display.')))
    .max(
      L.SECTION_TEXTS_MAX,
      zodMessage(
        sentence(
          'problem.section.textsMax',
          `A section can hold at most ${L.SECTION_TEXTS_MAX} text displays.`,
          {
            max: String(L.SECTION_TEXTS_MAX),
          },
        ),
      ),
    ),
  accessory: z.union([buttonSchema, thumbnailSchema]),
})

/** What a container may hold: everything but another container or a bare thumbnail. */
export const containerChildSchema = z.discriminatedUnion('type', [
  actionRowSchema,
  sectionSchema,
  textDisplaySchema,
  mediaGallerySchema,
  fileComponentSchema,
  separatorSchema,
])

export const containerSchema = z.object({
  type: z.literal(17),
  id,
  components: z
    .array(containerChildSchema)
    .min(
      1,
      zodMessage(sentence('problem.container.childrenMin', 'A container needs at least one component.')),
    )
    .max(
      L.COMPONENTS_V2_TOTAL_MAX,
      zodMessage(
        sentence(
          'problem.container.childrenMax',
          `A container can hold at most ${L.COMPONENTS_V2_TOTAL_MAX} components.`,
          { max: String(L.COMPONENTS_V2_TOTAL_MAX) },
        ),
      ),
    ),
  accent_color: z.number().int().min(0, accentRange).max(L.COLOR_MAX, accentRange).nullable().optional(),
  spoiler: z.boolean().optional(),
})
