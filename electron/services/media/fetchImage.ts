import type { LookupAddress, LookupOptions } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import type { MediaKind } from '@shared/media/route'
import type { ImageType, PlayableType } from './sniff'
import { sniffImageType, sniffPlayableType } from './sniff'
import { isBlockedAddress } from './addresses'

/** Why an image is not shown; the page words each one in its placeholder. */
export type MediaFailure = 'notFound' | 'tooBig' | 'notImage' | 'blocked' | 'timedOut' | 'unreachable'

export type MediaType = ImageType | PlayableType

export type MediaOutcome = { ok: true; type: MediaType; bytes: Buffer } | { ok: false; reason: MediaFailure }

/** What each kind of request takes, read from the bytes, and what it tells the server it accepts. */
export const KINDS: Record<MediaKind, { sniff(bytes: Uint8Array): MediaType | undefined; accept: string }> = {
  image: { sniff: sniffImageType, accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' },
  playable: { sniff: sniffPlayableType, accept: 'video/mp4,video/webm,video/quicktime,audio/*' },
}

export type FetchRules = {
  /** Largest image taken, in bytes (Discord's own upload cap for most servers is in this range). */
  maxBytes: number
  /** The whole fetch, redirects included. */
  timeoutMs: number
  maxRedirects: number
  /**
   * Origins (`http://127.0.0.1:8787`) exempt from the address rule: the configured API root when it is
   * the local emulator, and in tests the local image server. Nothing a page sends can add to it.
   */
  allowOrigins: readonly string[]
  /** DNS, replaceable so a test can answer with any address. */
  lookup?: typeof dnsLookup
}

export const DEFAULT_RULES: FetchRules = {
  maxBytes: 25 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 5,
  allowOrigins: [],
}

/** A plain, honest user agent: no browser's, so no site serves us a page meant for one. */
export const MEDIA_USER_AGENT = 'Herald (Discord message preview)'

const REDIRECTS = new Set([301, 302, 303, 307, 308])

class Refused extends Error {
  constructor(readonly reason: MediaFailure) {
    super(reason)
  }
}

/**
 * Fetches one web image (or, for `playable`, one video or audio file) for the preview. http(s) only; no
 * cookies, no Referer, a plain user agent; every DNS answer of every hop (redirects included) must be a
 * public address unless its origin is allowed; the bytes must be of the kind asked for by their magic
 * numbers (a raster image, or a video or audio file) and no larger than the cap, all within the time cap.
 * A refusal of the wrong kind is `notImage` whichever kind was asked for.
 */
export async function fetchImage(
  address: string,
  rules: FetchRules = DEFAULT_RULES,
  kind: MediaKind = 'image',
): Promise<MediaOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), rules.timeoutMs)
  try {
    let url = parseWebUrl(address)
    for (let hop = 0; ; hop++) {
      const answer = await request(url, rules, kind, controller.signal)
      if (answer.kind === 'image') return { ok: true, ...answer.image }
      if (hop >= rules.maxRedirects) return { ok: false, reason: 'unreachable' }
      url = parseWebUrl(new URL(answer.location, url).href)
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: 'timedOut' }
    if (error instanceof Refused) return { ok: false, reason: error.reason }
    return { ok: false, reason: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

function parseWebUrl(address: string): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new Refused('blocked')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('blocked')
  if (url.username || url.password) throw new Refused('blocked')
  return url
}

type Answer =
  { kind: 'image'; image: { type: MediaType; bytes: Buffer } } | { kind: 'redirect'; location: string }

function request(url: URL, rules: FetchRules, kind: MediaKind, signal: AbortSignal): Promise<Answer> {
  const allowed = rules.allowOrigins.includes(url.origin)
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  // An address literal skips DNS (Node connects to it directly), so it is checked here.
  if (isIP(literal) && !allowed && isBlockedAddress(literal)) return Promise.reject(new Refused('blocked'))
  const lookup = checkedLookup(rules.lookup ?? dnsLookup, allowed)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(
      url,
      {
        signal,
        lookup,
        agent: false,
        headers: {
          'User-Agent': MEDIA_USER_AGENT,
          Accept: KINDS[kind].accept,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (REDIRECTS.has(status) && res.headers.location) {
          res.resume()
          return resolve({ kind: 'redirect', location: res.headers.location })
        }
        if (status === 404 || status === 410) return fail(res, 'notFound')
        if (status < 200 || status > 299) return fail(res, 'unreachable')
        const length = Number(res.headers['content-length'])
        if (Number.isFinite(length) && length > rules.maxBytes) return fail(res, 'tooBig')
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > rules.maxBytes) return fail(res, 'tooBig')
          chunks.push(chunk)
        })
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const type = KINDS[kind].sniff(bytes)
          if (!type) return reject(new Refused('notImage'))
          resolve({ kind: 'image', image: { type, bytes } })
        })
        res.on('error', reject)
      },
    )
    const fail = (res: http.IncomingMessage, reason: MediaFailure) => {
      reject(new Refused(reason))
      res.destroy()
      req.destroy()
    }
    req.on('error', reject)
  })
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** DNS whose every answer is checked, and the connection made to a checked answer (no second lookup). */
function checkedLookup(lookup: typeof dnsLookup, allowed: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, answers: LookupAddress[]) => {
      if (error) return callback(error, [])
      if (!allowed && (answers.length === 0 || answers.some((answer) => isBlockedAddress(answer.address)))) {
        return callback(new Refused('blocked'), [])
      }
      if (options.all) return callback(null, answers)
      const first = answers[0]
      if (!first) return callback(new Refused('blocked'), [])
      callback(null, first.address, first.family)
    })
  }
}
