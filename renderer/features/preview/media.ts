import type { Json } from './read'
import { asRecord, asString } from './read'
import type { PreviewFile } from './types'

export type Media = { src: string | undefined; file?: PreviewFile }

const ATTACHMENT = 'attachment://'

/**
 * Where an embed's image comes from: `attachment://<name>` is the uploaded file of that name (its object
 * URL, or nothing when the bytes are unknown); anything else is the address as given.
 */
export function resolveMedia(url: string | undefined, files: PreviewFile[]): Media {
  if (!url) return { src: undefined }
  if (!url.startsWith(ATTACHMENT)) return { src: url }
  const name = url.slice(ATTACHMENT.length)
  const file = files.find((candidate) => candidate.name === name)
  return { src: file?.url ?? undefined, file }
}

/**
 * The files the embeds show through `attachment://` (image, thumbnail, author and footer icons). Discord
 * does not list those again under the message.
 */
export function filesShownByEmbeds(embeds: Json[]): string[] {
  const names = new Set<string>()
  for (const embed of embeds) {
    for (const url of [
      asString(asRecord(embed.image)?.url),
      asString(asRecord(embed.thumbnail)?.url),
      asString(asRecord(embed.author)?.icon_url),
      asString(asRecord(embed.footer)?.icon_url),
    ]) {
      if (url?.startsWith(ATTACHMENT)) names.add(url.slice(ATTACHMENT.length))
    }
  }
  return [...names]
}
