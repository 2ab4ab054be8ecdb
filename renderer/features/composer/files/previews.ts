import { isImage, isPlayable } from './fileNames'

/**
 * Object URLs of images, videos and audio files picked in this page, by staged handle: a thumbnail or
 * the preview shows the bytes the user picked without asking the services for them again. They live as
 * long as the page.
 */
const picked = new Map<string, string>()

export function rememberPreview(handle: string, file: File): void {
  if (picked.has(handle) || !(isImage(file.name, file.type) || isPlayable(file.type))) return
  picked.set(handle, URL.createObjectURL(file))
}

export function pickedPreview(handle: string): string | undefined {
  return picked.get(handle)
}
