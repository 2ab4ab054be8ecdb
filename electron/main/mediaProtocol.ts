import type { Protocol } from 'electron'
import { MEDIA_REFUSAL_HEADER, MEDIA_SCHEME, isMediaKind } from '@shared/media/route'
import type { MediaService } from '@services/media'
import { MEDIA_FAILURE_STATUS } from '@services/media'

/**
 * The scheme's privileges, registered before the app is ready. The page (file://) fetches it, so it
 * needs the Fetch API and CORS; it bypasses the page's CSP so that CSP keeps naming no origin beyond its
 * own and Discord's CDN. What it serves is only bytes proved to be a raster image, or a video or audio file
 * when asked for one (services/media).
 */
export const mediaSchemePrivileges = {
  scheme: MEDIA_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, bypassCSP: true },
}

/**
 * herald-media://image/?url=<web address> (or ://playable/ for a sent video or audio file): the desktop
 * shell's twin of the browser host's GET /media. Only GET of those addresses; the answer is the file's
 * bytes, or the refusal's reason in a header.
 */
export async function mediaResponse(media: MediaService, request: Request): Promise<Response> {
  const address = new URL(request.url)
  const url = address.searchParams.get('url')
  const kind = address.host
  if (request.method !== 'GET' || !isMediaKind(kind) || address.pathname !== '/' || !url) {
    return new Response('Not found.', { status: 404 })
  }
  const outcome = await media.load(url, kind)
  const headers = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' }
  if (!outcome.ok) {
    return new Response(`Image not shown: ${outcome.reason}.`, {
      status: MEDIA_FAILURE_STATUS[outcome.reason],
      headers: {
        ...headers,
        [MEDIA_REFUSAL_HEADER]: outcome.reason,
        'Access-Control-Expose-Headers': MEDIA_REFUSAL_HEADER,
      },
    })
  }
  return new Response(new Uint8Array(outcome.bytes), {
    status: 200,
    headers: { ...headers, 'Content-Type': outcome.type, 'Content-Length': String(outcome.bytes.length) },
  })
}

/** Serves the scheme for the window's session; answers a function that stops it. */
export function installMediaProtocol(protocol: Pick<Protocol, 'handle' | 'unhandle'>, media: MediaService) {
  protocol.handle(MEDIA_SCHEME, (request) => mediaResponse(media, request))
  return () => protocol.unhandle(MEDIA_SCHEME)
}
