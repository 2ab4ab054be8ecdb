import path from 'node:path'
import type { MediaKind } from '@shared/media/route'
import { MediaCache } from './cache'
import type { FetchRules, MediaFailure, MediaOutcome } from './fetchImage'
import { DEFAULT_RULES, fetchImage } from './fetchImage'

export type { MediaFailure, MediaOutcome } from './fetchImage'
export { isBlockedAddress } from './addresses'

/** The HTTP status each shell answers a refusal with (the reason itself travels in a header). */
export const MEDIA_FAILURE_STATUS: Record<MediaFailure, number> = {
  notFound: 404,
  tooBig: 413,
  notImage: 415,
  blocked: 403,
  timedOut: 504,
  unreachable: 502,
}

/** The image cache's size limit on disk. */
export const MEDIA_CACHE_BYTES = 200 * 1024 * 1024

/**
 * Tests only: a local image server (on 127.0.0.1) allowed past the private-address rule, which also
 * answers for the listed origins (Discord's CDN, for custom emoji). Only code can set it, never the page
 * or the environment, so the address rule is never weaker in use.
 */
export type MediaTestServer = { origin: string; standsInFor: readonly string[] }

export type MediaService = {
  /**
   * A web image (or a sent video or audio file, `playable`) for the preview: from the cache, else
   * fetched under the rules and cached.
   */
  load(url: string, kind?: MediaKind): Promise<MediaOutcome>
  clearCache(): Promise<number>
}

/**
 * The services' image fetcher, shared by the browser host's GET /media and the desktop shell's
 * herald-media: scheme. `apiBase` is the configured API root: when it is the local emulator, images it
 * serves (its CDN stand-in) are allowed past the private-address rule, and only those.
 */
export function createMediaService(options: {
  dataDir: string
  apiBase: string
  /** Tests only: a local image server standing in for the web (see MediaTestServer). */
  testServer?: MediaTestServer
  rules?: Partial<FetchRules>
  cacheBytes?: number
}): MediaService {
  const cache = new MediaCache(
    path.join(options.dataDir, 'image-cache'),
    options.cacheBytes ?? MEDIA_CACHE_BYTES,
  )
  const rules: FetchRules = {
    ...DEFAULT_RULES,
    ...options.rules,
    allowOrigins: [
      new URL(options.apiBase).origin,
      ...(options.testServer ? [options.testServer.origin] : []),
    ],
  }
  const standIn = (url: string) => {
    const server = options.testServer
    if (!server) return url
    const parsed = new URL(url)
    if (!server.standsInFor.includes(parsed.origin)) return url
    return `${server.origin}${parsed.pathname}${parsed.search}`
  }
  return {
    async load(url, kind = 'image') {
      const cached = await cache.get(url, kind)
      if (cached) return { ok: true, ...cached }
      const outcome = await fetchImage(standIn(url), rules, kind)
      if (outcome.ok) await cache.put(url, outcome.bytes)
      return outcome
    },
    clearCache: () => cache.clear(),
  }
}
