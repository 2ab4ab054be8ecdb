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

/** Files an embed shows through `attachment://` are not listed again as attachments, as in Discord. */
export function referencedFileNames(urls: (string | undefined)[]): Set<string> {
  const names = new Set<string>()
  for (const url of urls) if (url?.startsWith(ATTACHMENT)) names.add(url.slice(ATTACHMENT.length))
  return names
}
