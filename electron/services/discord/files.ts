import { stat } from 'node:fs/promises'
import path from 'node:path'
import { RpcError, said } from '@shared/rpc/errors'
import type { UploadPart } from './multipart'

/**
 * A file to upload, resolved to disk: a staged file (the page's FileRef, by handle) or the CLI's --file.
 * Never built from a path the page sent.
 */
export type UploadFile = {
  path: string
  /** Known when staged; otherwise read from disk. */
  size?: number
  /** Name shown in Discord; defaults to the file's own name. */
  name?: string
  /** Alt text (attachments[].description). */
  description?: string
  spoiler?: boolean
}

/** An entry of the `attachments` array Discord reads (discord-wire §7.2). */
export type AttachmentEntry = {
  id: number | string
  filename?: string
  description?: string
  is_spoiler?: boolean
  [key: string]: unknown
}

export type PreparedUploads = { parts: UploadPart[]; attachments: AttachmentEntry[]; totalBytes: number }

const SPOILER = 'SPOILER_'

// Content types by extension; Discord only renders .jpg .jpeg .png .webp .gif inside embeds (§7.4).
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.json': 'application/json',
  '.csv': 'text/csv',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
}

export function contentTypeFor(filename: string): string {
  return TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The name Discord gets. A spoiler file is both named SPOILER_… (the legacy rule every client still
 * honours) and flagged is_spoiler (the attachment-request field, change-log "is_spoiler Param").
 */
export function uploadName(file: UploadFile): string {
  const base = file.name ?? path.basename(file.path)
  return file.spoiler && !base.startsWith(SPOILER) ? `${SPOILER}${base}` : base
}

/**
 * Stats every file (so Content-Length is exact and a missing file fails before anything is sent) and
 * describes it as files[n] with a matching attachments entry whose id is n.
 */
export async function prepareUploads(files: readonly UploadFile[]): Promise<PreparedUploads> {
  const parts: UploadPart[] = []
  const attachments: AttachmentEntry[] = []
  const problems: { path: string; message: string }[] = []
  let totalBytes = 0
  for (const [index, file] of files.entries()) {
    let size: number
    try {
      // Stat'ed even when the size is known: a staged file may have been removed since.
      const info = await stat(file.path)
      if (!info.isFile()) throw new Error('not a file')
      size = info.size
    } catch {
      problems.push({ path: `files[${index}]`, message: `Cannot read the file ${file.name ?? file.path}.` })
      continue
    }
    const filename = uploadName(file)
    parts.push({ index, filename, contentType: contentTypeFor(filename), source: { path: file.path, size } })
    const entry: AttachmentEntry = { id: index, filename }
    if (file.description) entry.description = file.description
    if (file.spoiler) entry.is_spoiler = true
    attachments.push(entry)
    totalBytes += size
  }
  if (problems.length > 0) {
    throw new RpcError({
      kind: 'invalidInput',
      ...said('service.files.unreadable', 'A file to upload cannot be read.'),
      issues: problems,
    })
  }
  return { parts, attachments, totalBytes }
}

/**
 * Joins the attachments the message already lists with the new uploads. An entry the message gives for
 * a new upload's id (say a description written in the editor) is kept; the file name and the spoiler
 * flag come from the upload.
 */
export function mergeAttachments(
  listed: readonly AttachmentEntry[] | undefined,
  uploads: readonly AttachmentEntry[],
): AttachmentEntry[] {
  const out = (listed ?? []).filter((entry) => !uploads.some((u) => String(u.id) === String(entry.id)))
  for (const upload of uploads) {
    const given = (listed ?? []).find((entry) => String(entry.id) === String(upload.id))
    // The filename must stay the upload's: attachment:// and files[n] both refer to it.
    const entry: AttachmentEntry = { ...upload, ...given, id: upload.id, filename: upload.filename }
    if (upload.is_spoiler) entry.is_spoiler = true
    out.push(entry)
  }
  return out
}
