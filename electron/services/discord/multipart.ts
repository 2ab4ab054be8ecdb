import { randomBytes } from 'node:crypto'
import type { BodyPiece, RequestBody } from './transport'

/**
 * multipart/form-data as Discord reads it (discord-wire §7.1): one `payload_json` part with the JSON
 * body, then one `files[n]` part per upload whose n is the attachment's placeholder id. Built as a
 * list of pieces so files stream from disk and the exact length is known before the first byte.
 */

export type UploadPart = {
  /** n of files[n]; equals the `id` of its entry in `attachments`. */
  index: number
  /** The name Discord stores and attachment:// refers to. */
  filename: string
  contentType: string
  source: BodyPiece
}

export function jsonBody(value: unknown): RequestBody {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8')
  return { contentType: 'application/json', length: bytes.length, pieces: () => [bytes] }
}

export function formBody(fields: Record<string, string>): RequestBody {
  const bytes = Buffer.from(new URLSearchParams(fields).toString(), 'utf8')
  return { contentType: 'application/x-www-form-urlencoded', length: bytes.length, pieces: () => [bytes] }
}

/** Quotes a header parameter value: escapes quotes and backslashes, and drops line breaks. */
export function quoteParam(value: string): string {
  return `"${value.replace(/[\r\n]/g, ' ').replace(/(["\\])/g, '\\$1')}"`
}

export function multipartBody(payload: unknown, parts: UploadPart[], boundary = newBoundary()): RequestBody {
  const pieces: BodyPiece[] = []
  const text = (s: string) => pieces.push(Buffer.from(s, 'utf8'))
  text(
    `--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\n` +
      `Content-Type: application/json\r\n\r\n${JSON.stringify(payload)}\r\n`,
  )
  for (const part of parts) {
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[${part.index}]"; ` +
        `filename=${quoteParam(part.filename)}\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    )
    pieces.push(part.source)
    text('\r\n')
  }
  text(`--${boundary}--\r\n`)
  const length = pieces.reduce((sum, p) => sum + (Buffer.isBuffer(p) ? p.length : p.size), 0)
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    pieces: () => pieces.slice(),
  }
}

function newBoundary(): string {
  return `----HeraldBoundary${randomBytes(12).toString('hex')}`
}
