import type { Json } from '../read'
import { asRecord, asString } from '../read'

/** Discord shows at most four images in one embed's gallery. */
export const GALLERY_LIMIT = 4

/** An embed to draw, and the images of later embeds merged into its gallery (with their indexes). */
export type EmbedGroup = { index: number; embed: Json; gallery: { index: number; url: string }[] }

export function imageUrlOf(embed: Json): string | undefined {
  return asString(asRecord(embed.image)?.url)
}

/**
 * Embeds that share the same `url` are drawn as one: the first keeps its text, and the images of the
 * others join its image as a gallery, up to four images in all. Only the later embeds' images show.
 */
export function groupEmbeds(embeds: Json[]): EmbedGroup[] {
  const groups: EmbedGroup[] = []
  const byUrl = new Map<string, EmbedGroup>()
  embeds.forEach((embed, index) => {
    const url = asString(embed.url)
    const first = url ? byUrl.get(url) : undefined
    if (!first) {
      const group: EmbedGroup = { index, embed, gallery: [] }
      groups.push(group)
      if (url) byUrl.set(url, group)
      return
    }
    const image = imageUrlOf(embed)
    const shown = (imageUrlOf(first.embed) ? 1 : 0) + first.gallery.length
    if (image && shown < GALLERY_LIMIT) first.gallery.push({ index, url: image })
  })
  return groups
}

/** The same images in the same order: a gallery built afresh on a change elsewhere is the same gallery. */
export function sameGallery(before: EmbedGroup['gallery'], after: EmbedGroup['gallery']): boolean {
  return (
    before.length === after.length &&
    before.every((item, i) => item.url === after[i]?.url && item.index === after[i]?.index)
  )
}
