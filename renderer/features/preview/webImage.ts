import { useEffect, useState } from 'react'
import type { MediaFailureReason } from '../../../shared/media/route'
import { connection } from '../../api'
import { MediaRefused } from '../../api/mediaPipe'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'

export type WebImage =
  { state: 'ready'; src: string } | { state: 'loading' } | { state: 'failed'; reason: MediaFailureReason }

type Settled = { src: string } | { reason: MediaFailureReason }

/** Images fetched this session, by address: every preview showing one reuses one object URL. */
const loaded = new Map<string, Settled>()
const pending = new Map<string, Promise<Settled>>()
/** Past this many, the oldest object URLs are released (their images load again when shown again). */
const KEEP = 256

const isWeb = (url: string) => /^https?:\/\//i.test(url)

function load(url: string): Promise<Settled> {
  const waiting = pending.get(url)
  if (waiting) return waiting
  const promise = (async (): Promise<Settled> => {
    if (connection.kind === 'none') return { reason: 'unreachable' }
    try {
      return { src: URL.createObjectURL(await connection.media.load(url)) }
    } catch (error) {
      return { reason: error instanceof MediaRefused ? error.reason : 'unreachable' }
    }
  })().then((settled) => {
    pending.delete(url)
    loaded.set(url, settled)
    for (const [old, entry] of loaded) {
      if (loaded.size <= KEEP) break
      loaded.delete(old)
      if ('src' in entry) URL.revokeObjectURL(entry.src)
    }
    return settled
  })
  pending.set(url, promise)
  return promise
}

const toImage = (settled: Settled): WebImage =>
  'src' in settled ? { state: 'ready', src: settled.src } : { state: 'failed', reason: settled.reason }

/**
 * What an image of the preview shows for an address. A web address (embed images, icons, avatars,
 * custom emoji, Discord's CDN) is fetched by the services, never by the page, whose CSP allows no remote
 * origin; the user's own staged files (blob:) and anything else not http(s) pass through untouched.
 */
export function useWebImage(url: string | undefined): WebImage | undefined {
  const show = usePreferencesStore(preferencesSelectors.previewWebImages)
  const web = url !== undefined && isWeb(url)
  const known = web ? loaded.get(url) : undefined
  const [, settle] = useState<Settled>()
  useEffect(() => {
    if (!web || !show || known) return
    let live = true
    void load(url).then((settled) => live && settle(settled))
    return () => {
      live = false
    }
  }, [url, web, show, known])
  if (url === undefined) return undefined
  if (!web) return { state: 'ready', src: url }
  if (!show) return { state: 'failed', reason: 'off' }
  return known ? toImage(known) : { state: 'loading' }
}

/** The placeholder's words for why an image is not shown. */
export const webImageReasons: Record<MediaFailureReason, string> = {
  off: 'Web images are off in Settings',
  notFound: 'Image not found',
  tooBig: 'Image too big (over 25 MiB)',
  notImage: 'Not an image Discord shows',
  blocked: 'Blocked: a local or private address',
  timedOut: 'Image took too long to load',
  unreachable: 'Image could not be loaded',
}
