import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import type { Envelope } from '@shared/rpc'
import { RpcError } from '@shared/rpc/errors'
import type { FileStaging } from '@services/staging'
import { StagingLimitError } from '@services/staging'
import { commonHeaders } from './headers'
import { plain } from './staticFiles'

/** The picked file's name, encodeURIComponent'd by the page (a header carries no arbitrary text). */
export const FILE_NAME_HEADER = 'x-herald-file-name'

const HANDLE_PATH = /^\/staged\/([a-f0-9]{32})$/

/**
 * POST /stage: the body is the file's raw bytes, streamed to disk as they arrive (no size limit of the
 * RPC body applies, the staging caps do). The answer is the Envelope the RPC methods use; a cap is 413.
 */
export async function handleStage(
  req: IncomingMessage,
  res: ServerResponse,
  staging: FileStaging,
): Promise<void> {
  if (req.method !== 'POST') return plain(res, 405, 'Use POST.')
  const name = fileName(req.headers[FILE_NAME_HEADER])
  if (name === undefined) {
    const message = `Send the file's name in ${FILE_NAME_HEADER}, encodeURIComponent'd.`
    return envelope(res, 400, { ok: false, error: { kind: 'invalidInput', message, issues: [] } }, true)
  }
  const length = Number(req.headers['content-length'])
  try {
    const info = await staging.stage(
      name,
      req.headers['content-type'],
      req as AsyncIterable<Uint8Array>,
      Number.isFinite(length) ? length : undefined,
    )
    envelope(res, 200, { ok: true, value: info })
  } catch (error) {
    if (req.destroyed && !res.writable) return
    if (error instanceof RpcError) {
      // Unread bytes may still be on their way: close rather than drain up to gigabytes.
      return envelope(
        res,
        error instanceof StagingLimitError ? 413 : 400,
        { ok: false, error: error.data },
        true,
      )
    }
    // An aborted upload ends here too; there is no one left to answer.
    if (req.readableAborted) return
    throw error
  }
}

/**
 * GET /staged/<handle>: the bytes for the page's preview. A handle is 32 hex digits and nothing else, so
 * no request can name a path; anything else, or a handle not staged, is 404. Served so a browser never
 * runs it: nosniff, and a sandboxing CSP should the file be opened as a document.
 */
export async function handleStaged(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  staging: FileStaging,
): Promise<void> {
  if (req.method !== 'GET') return plain(res, 405, 'Use GET.')
  const handle = HANDLE_PATH.exec(pathname)?.[1]
  const file = handle ? staging.resolve(handle) : undefined
  if (!file) return plain(res, 404, 'Not staged.')
  res.writeHead(200, {
    ...commonHeaders,
    'Content-Type': file.contentType,
    'Content-Length': file.size,
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'no-store',
  })
  await pipeline(createReadStream(file.path), res)
}

function fileName(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string' || header === '') return undefined
  try {
    return decodeURIComponent(header)
  } catch {
    return undefined
  }
}

function envelope(res: ServerResponse, status: number, body: Envelope, close = false): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...commonHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...(close ? { Connection: 'close' } : {}),
  })
  res.end(text)
}
