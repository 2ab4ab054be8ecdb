import type { Draft } from '@shared/drafts/draft'
import { EMBEDS_MAX, EMBED_FIELDS_MAX } from '@shared/discord/limits'
import type { Json } from './data'
import { isRecord, moveItem, recordsOf, updateData, withKey } from './data'

/** An embed's text settings, by their path in Discord's embed object. */
export type EmbedTextPath =
  | 'title'
  | 'url'
  | 'description'
  | 'timestamp'
  | 'author.name'
  | 'author.url'
  | 'author.icon_url'
  | 'footer.text'
  | 'footer.icon_url'
  | 'image.url'
  | 'thumbnail.url'

export type FieldKey = 'name' | 'value'

export function embedsOf(data: Json): Json[] {
  return recordsOf(data.embeds)
}

export function fieldsOf(embed: Json): Json[] {
  return recordsOf(embed.fields)
}

function updateEmbeds(draft: Draft, index: number, change: (embeds: Json[]) => Json[]): Draft {
  return updateData(draft, index, (data) => withKey(data, 'embeds', change(embedsOf(data))))
}

function updateEmbed(draft: Draft, index: number, embed: number, change: (embed: Json) => Json): Draft {
  return updateEmbeds(draft, index, (embeds) =>
    embeds.map((current, i) => (i === embed ? change(current) : current)),
  )
}

/** A new embed starts with a description, the one part every embed may have alone. */
export function addEmbed(draft: Draft, index: number): Draft {
  return updateEmbeds(draft, index, (embeds) =>
    embeds.length >= EMBEDS_MAX ? embeds : [...embeds, { description: '' }],
  )
}

export function removeEmbed(draft: Draft, index: number, embed: number): Draft {
  return updateEmbeds(draft, index, (embeds) => embeds.filter((_, i) => i !== embed))
}

export function duplicateEmbed(draft: Draft, index: number, embed: number): Draft {
  return updateEmbeds(draft, index, (embeds) => {
    const original = embeds[embed]
    if (!original || embeds.length >= EMBEDS_MAX) return embeds
    const next = [...embeds]
    next.splice(embed + 1, 0, structuredClone(original))
    return next
  })
}

export function moveEmbed(draft: Draft, index: number, from: number, to: number): Draft {
  return updateEmbeds(draft, index, (embeds) => moveItem(embeds, from, to))
}

/** Sets one text of an embed; an emptied author, footer, image or thumbnail object is removed. */
export function setEmbedText(draft: Draft, index: number, embed: number, path: EmbedTextPath, value: string) {
  return updateEmbed(draft, index, embed, (current) => {
    const [head, key] = path.split('.') as [string, string | undefined]
    if (!key)
      return head === 'description' ? { ...current, description: value } : withKey(current, head, value)
    const inner = isRecord(current[head]) ? current[head] : {}
    return withKey(current, head, withKey(inner, key, value))
  })
}

/** Colour as Discord's integer, or null for none. */
export function setEmbedColor(draft: Draft, index: number, embed: number, color: number | null): Draft {
  return updateEmbed(draft, index, embed, (current) => withKey(current, 'color', color))
}

function updateFields(draft: Draft, index: number, embed: number, change: (fields: Json[]) => Json[]) {
  return updateEmbed(draft, index, embed, (current) => withKey(current, 'fields', change(fieldsOf(current))))
}

export function addField(draft: Draft, index: number, embed: number): Draft {
  return updateFields(draft, index, embed, (fields) =>
    fields.length >= EMBED_FIELDS_MAX ? fields : [...fields, { name: '', value: '', inline: false }],
  )
}

export function removeField(draft: Draft, index: number, embed: number, field: number): Draft {
  return updateFields(draft, index, embed, (fields) => fields.filter((_, i) => i !== field))
}

export function duplicateField(draft: Draft, index: number, embed: number, field: number): Draft {
  return updateFields(draft, index, embed, (fields) => {
    const original = fields[field]
    if (!original || fields.length >= EMBED_FIELDS_MAX) return fields
    const next = [...fields]
    next.splice(field + 1, 0, { ...original })
    return next
  })
}

export function moveField(draft: Draft, index: number, embed: number, from: number, to: number): Draft {
  return updateFields(draft, index, embed, (fields) => moveItem(fields, from, to))
}

/** A field's name and value stay as typed, even empty: Discord needs both, and the counters say so. */
export function setFieldText(
  draft: Draft,
  index: number,
  embed: number,
  field: number,
  key: FieldKey,
  value: string,
): Draft {
  return updateFields(draft, index, embed, (fields) =>
    fields.map((current, i) => (i === field ? { ...current, [key]: value } : current)),
  )
}

export function setFieldInline(draft: Draft, index: number, embed: number, field: number, inline: boolean) {
  return updateFields(draft, index, embed, (fields) =>
    fields.map((current, i) => (i === field ? { ...current, inline } : current)),
  )
}
