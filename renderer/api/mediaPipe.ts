import type { MediaFailureReason, MediaKind } from '@shared/media/route'
import { MEDIA_REFUSAL_HEADER, hostMediaPath, isMediaFailure, schemeMediaUrl } from '@shared/media/route'

/** A web image the services would not or could not hand over, and why. */
export class MediaRefused extends Error {
  constructor(readonly reason: MediaFailureReason) {
    super(reason)
  }
}

/**
 * How the page gets a web image's bytes (or a sent video or audio file's) from the services, per shell:
 * never from the web itself.
 */
export type MediaPipe = { load(url: string, kind?: MediaKind): Promise<Blob> }

/** The browser host: GET /media with the token header, which an <img src> could not send. */
export const hostMedia = (token: string): MediaPipe => ({
  load: (url, kind) => fetchMedia(hostMediaPath(url, kind), { 'X-Herald-Token': token }),
})

/** The desktop shell: its herald-media: scheme (electron/main/mediaProtocol.ts). */
export const schemeMedia = (): MediaPipe => ({
  load: (url, kind) => fetchMedia(schemeMediaUrl(url, kind), {}),
})

async function fetchMedia(address: string, headers: Record<string, string>): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(address, { headers })
  } catch {
    throw new MediaRefused('unreachable')
  }
  if (response.ok) return response.blob()
  const reason = response.headers.get(MEDIA_REFUSAL_HEADER)
  throw new MediaRefused(isMediaFailure(reason) ? reason : 'unreachable')
}
