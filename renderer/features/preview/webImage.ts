import { createContext, useContext, useEffect, useState } from 'react'
import type { MediaFailureReason, MediaKind } from '@shared/media/route'
import type { MessageKey } from '@shared/i18n'

export type WebImage =
  { state: 'ready'; src: string } | { state: 'loading' } | { state: 'failed'; reason: MediaFailureReason }

/**
 * Where the preview's web images come from: the app passes the services' pipe and the user's setting.
 * Without it (a test rendering the preview alone) addresses pass through untouched.
 */
export type WebImageSource = {
  show: boolean
  /** The file's bytes, or a rejection whose `reason` is one of MEDIA_FAILURES. */
  load(url: string, kind?: MediaKind): Promise<Blob>
}

export const WebImageContext = createContext<WebImageSource | undefined>(undefined)

type Settled = { src: string } | { reason: MediaFailureReason }

/** Files fetched this session, by kind and address: every preview showing one reuses one object URL. */
const loaded = new Map<string, Settled>()
const pending = new Map<string, Promise<Settled>>()
/** Past this many, the oldest object URLs are released (their images load again when shown again). */
const KEEP = 256

const isWeb = (url: string) => /^https?:\/\//i.test(url)

function reasonOf(error: unknown): MediaFailureReason {
  const reason = (error as { reason?: unknown } | null)?.reason
  return typeof reason === 'string' && reason in webImageReasons
    ? (reason as MediaFailureReason)
    : 'unreachable'
}

const keyOf = (url: string, kind: MediaKind) => (kind === 'image' ? url : `${kind} ${url}`)

function load(source: WebImageSource, url: string, kind: MediaKind): Promise<Settled> {
  const key = keyOf(url, kind)
  const waiting = pending.get(key)
  if (waiting) return waiting
  const promise = source
    .load(url, kind)
    .then(
      (blob): Settled => ({ src: URL.createObjectURL(blob) }),
      (error: unknown): Settled => ({ reason: reasonOf(error) }),
    )
    .then((settled) => {
      pending.delete(key)
      loaded.set(key, settled)
      for (const [old, entry] of loaded) {
        if (loaded.size <= KEEP) break
        loaded.delete(old)
        if ('src' in entry) URL.revokeObjectURL(entry.src)
      }
      return settled
    })
  pending.set(key, promise)
  return promise
}

const toImage = (settled: Settled): WebImage =>
  'src' in settled ? { state: 'ready', src: settled.src } : { state: 'failed', reason: settled.reason }

/**
 * What an image of the preview shows for an address (or, with `playable`, a video or audio player). A web
 * address (embed images, icons, avatars, custom emoji, Discord's CDN) is fetched by the services, never by
 * the page, whose CSP allows no remote origin; the user's own staged files (blob:) and anything else not
 * http(s) pass through untouched.
 */
export function useWebImage(url: string | undefined, kind: MediaKind = 'image'): WebImage | undefined {
  const source = useContext(WebImageContext)
  const web = url !== undefined && isWeb(url) && source !== undefined
  const known = web ? loaded.get(keyOf(url, kind)) : undefined
  const [, settle] = useState<Settled>()
  const show = source?.show ?? false
  useEffect(() => {
    if (!web || !show || known || !source) return
    let live = true
    void load(source, url, kind).then((settled) => live && settle(settled))
    return () => {
      live = false
    }
  }, [url, kind, web, show, known, source])
  if (url === undefined) return undefined
  if (!web) return { state: 'ready', src: url }
  if (!show) return { state: 'failed', reason: 'off' }
  return known ? toImage(known) : { state: 'loading' }
}

/** The placeholder's words for why an image is not shown (message ids). */
export const webImageReasons: Record<MediaFailureReason, MessageKey> = {
  off: 'preview.image.off',
  notFound: 'preview.image.notFound',
  tooBig: 'preview.image.tooBig',
  notImage: 'preview.image.notImage',
  blocked: 'preview.image.blocked',
  timedOut: 'preview.image.timedOut',
  unreachable: 'preview.image.unreachable',
}
