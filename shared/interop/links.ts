import { base64Decode } from './base64url'

// Reading links by hand: shared/ has no URL class.

/** Glitchii: btoa(encodeURIComponent(json)), plain base64 of percent-encoded text. */
export function glitchiiText(encoded: string): string | null {
  const bytes = base64Decode(encoded.trim())
  if (!bytes) return null
  try {
    return decodeURIComponent(String.fromCharCode(...bytes))
  } catch {
    return null
  }
}

/** Host and query of a link; shared/ has no URL class. */
export function splitLink(link: string): { host: string; params: Map<string, string> } {
  const host = (/^https?:\/\/([^/?#:]+)/i.exec(link)?.[1] ?? '').toLowerCase()
  const query = link.split('#')[0]?.split('?').slice(1).join('?') ?? ''
  const params = new Map<string, string>()
  for (const pair of query.split('&')) {
    const [key = '', ...rest] = pair.split('=')
    if (key === '' || params.has(key)) continue
    try {
      params.set(decodeURIComponent(key), decodeURIComponent(rest.join('=')))
    } catch {
      params.set(key, rest.join('='))
    }
  }
  return { host, params }
}
