import { isRecord, walkComponents } from './components'
import { countCodePoints, countEmbedText } from './text'

// Defensive counters over any JSON value: drafts may be half-typed, so every read checks its type.

function textOf(value: unknown): number {
  return typeof value === 'string' ? countEmbedText(value) : 0
}

export type EmbedTextCounts = {
  title: number
  description: number
  authorName: number
  footerText: number
  fields: { name: number; value: number }[]
  /** What this embed adds to the 6000 total. */
  total: number
}

/** Code points (after trimming) of the parts of one embed that count toward the 6000 total. */
export function countEmbed(embed: unknown): EmbedTextCounts {
  const e = isRecord(embed) ? embed : {}
  const fields = (Array.isArray(e.fields) ? e.fields : []).map((f) => ({
    name: isRecord(f) ? textOf(f.name) : 0,
    value: isRecord(f) ? textOf(f.value) : 0,
  }))
  const title = textOf(e.title)
  const description = textOf(e.description)
  const authorName = isRecord(e.author) ? textOf(e.author.name) : 0
  const footerText = isRecord(e.footer) ? textOf(e.footer.text) : 0
  const total =
    title + description + authorName + footerText + fields.reduce((sum, f) => sum + f.name + f.value, 0)
  return { title, description, authorName, footerText, fields, total }
}

/** The 6000 total across all embeds of a message. */
export function countEmbedsTotal(embeds: unknown): number {
  return Array.isArray(embeds) ? embeds.reduce<number>((sum, e) => sum + countEmbed(e).total, 0) : 0
}

export type ComponentCounts = {
  /** Every component, nested ones and section accessories too (the V2 limit of 40). */
  total: number
  /** Code points across all Text Displays (the V2 limit of 4000). */
  textDisplayTotal: number
}

export function countComponents(components: unknown): ComponentCounts {
  let textDisplayTotal = 0
  const all = walkComponents(components)
  for (const { component } of all) {
    if (component.type === 10 && typeof component.content === 'string') {
      textDisplayTotal += countCodePoints(component.content)
    }
  }
  return { total: all.length, textDisplayTotal }
}
