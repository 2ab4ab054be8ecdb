import type { DraftFile, KeptAttachment } from '@shared/drafts/draft'
import type { PreviewFile } from '../preview'

/** A file the edited message already holds, shown from Discord's address (attachment://name finds it). */
export function keptPreviewFile(file: KeptAttachment): PreviewFile {
  return {
    name: file.filename,
    size: file.size ?? 0,
    contentType: file.contentType ?? '',
    spoiler: file.filename.startsWith('SPOILER_'),
    description: file.description ?? undefined,
    url: file.url,
  }
}

/** A staged file, shown from its object URL once the page has one. */
export function previewFile(file: DraftFile, urls: Record<string, string | null>): PreviewFile {
  return {
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    spoiler: file.spoiler,
    description: file.description || undefined,
    url: urls[file.handle] ?? null,
  }
}
