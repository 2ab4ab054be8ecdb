import type { DraftFile } from '@shared/drafts/draft'

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif)$/i

/** The staged files Discord can show as an embed image or thumbnail. */
export function imageFiles(files: readonly DraftFile[]): DraftFile[] {
  return files.filter((file) => file.contentType.startsWith('image/') || IMAGE_NAME.test(file.name))
}
