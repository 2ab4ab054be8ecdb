import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MediaService } from '@services/media'
import { MEDIA_FAILURE_STATUS } from '@services/media'
import { commonHeaders } from './headers'
import { plain } from './staticFiles'
import { MEDIA_REFUSAL_HEADER, isMediaKind } from '@shared/media/route'

/**
 * GET /media?url=<web address>[&kind=playable]: the services fetch a web image (or a sent video or
 * audio file) for the preview under their rules and
 * answer its bytes, so the page's CSP needs no remote origin. Token-checked like every call into the
 * services; the answer is an image the bytes proved to be, served so a browser never runs it.
 */
export async function handleMedia(
  req: IncomingMessage,
  res: ServerResponse,
  search: URLSearchParams,
  media: MediaService,
): Promise<void> {
  if (req.method !== 'GET') return plain(res, 405, 'Use GET.')
  const url = search.get('url')
  if (!url) return plain(res, 400, 'Name the image in ?url=.')
  const kind = search.get('kind') ?? 'image'
  if (!isMediaKind(kind)) return plain(res, 400, 'Ask for kind=image or kind=playable.')
  const outcome = await media.load(url, kind)
  if (!outcome.ok) {
    res.setHeader(MEDIA_REFUSAL_HEADER, outcome.reason)
    return plain(res, MEDIA_FAILURE_STATUS[outcome.reason], `Image not shown: ${outcome.reason}.`)
  }
  res.writeHead(200, {
    ...commonHeaders,
    'Content-Type': outcome.type,
    'Content-Length': outcome.bytes.length,
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'private, max-age=3600',
  })
  res.end(outcome.bytes)
}
