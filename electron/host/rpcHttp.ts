import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  JSON_MAX_DEPTH,
  JSON_TEXTS,
  jsonProblemSaid,
  readJson,
  readJsonInSlices,
} from '@shared/json/readJson'
import type { Dispatch, Envelope } from '@shared/rpc'
import { pause } from '@services/pause'
import { isJsonContentType } from './guard'
import { commonHeaders } from './headers'
import { plain } from './staticFiles'

/** A message with embeds and components is a few tens of kilobytes; files travel by path, not body. */
const MAX_BODY_BYTES = 1024 * 1024
/** A backup travels as one JSON text (drafts, history with every revision): many megabytes are normal. */
const MAX_BACKUP_BYTES = 200 * 1024 * 1024
const BACKUP_METHODS = new Set(['backup.inspect', 'backup.restore'])
/** Far above any call's input (a draft of ten full messages is about 15,000 values). */
const BODY_LIMITS = { maxDepth: JSON_MAX_DEPTH, maxValues: 200_000 }

/**
 * POST /rpc/<method>: the JSON body is the method's input, the answer is the Envelope. A failed call is
 * still a 200 carrying an error as data, exactly as over IPC; HTTP statuses are kept for transport faults.
 */
export async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  dispatch: Dispatch,
): Promise<void> {
  if (req.method !== 'POST') return plain(res, 405, 'Use POST.')
  // Requiring JSON also forces a CORS preflight on any cross-site attempt, which we never answer.
  if (!isJsonContentType(req.headers['content-type'])) {
    return plain(res, 415, 'Send application/json.')
  }
  const large = BACKUP_METHODS.has(method)
  const body = await readBody(req, large ? MAX_BACKUP_BYTES : MAX_BODY_BYTES)
  if (body === 'tooLarge') return plain(res, 413, 'Request too large.')
  if (!body.length) return json(res, 200, await dispatch(method, {}))
  // Depth and size are checked before anything is built; a backup's body is read in slices (issue 24).
  const what = JSON_TEXTS.requestBody
  const read = large
    ? await readJsonInSlices(body, { ...BODY_LIMITS, pause, what })
    : readJson(body, BODY_LIMITS, what)
  if (!read.ok) {
    const malformed = read.problem === 'malformed'
    const { message, phrase } = malformed ? jsonProblemSaid('malformed', what, BODY_LIMITS) : read
    // Well-formed but too deep or too large is a bad call like any other: a typed answer, as over IPC.
    return json(res, malformed ? 400 : 200, {
      ok: false,
      error: { kind: 'invalidInput', message, phrase, issues: [] },
    })
  }
  json(res, 200, await dispatch(method, read.value))
}

async function readBody(req: IncomingMessage, max: number): Promise<string | 'tooLarge'> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > max) return 'tooLarge'
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function json(res: ServerResponse, status: number, envelope: Envelope): void {
  const body = JSON.stringify(envelope)
  res.writeHead(status, {
    ...commonHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
}
