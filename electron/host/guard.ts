import type { IncomingHttpHeaders } from 'node:http'
import { TOKEN_HEADER, sameToken } from './token'

export type Refusal = { status: 400 | 401 | 403; reason: string }

/**
 * Headers a guard decision rests on. Node keeps only the first Host and Content-Type of a request, so a
 * second one (which a proxy or another parser may read instead) would pass unseen: refuse the request.
 */
const SINGLE = new Set(['host', 'origin', 'content-type', 'x-herald-token'])

export function checkSingleHeaders(rawHeaders: readonly string[]): Refusal | undefined {
  const seen = new Set<string>()
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase()
    if (!SINGLE.has(name)) continue
    if (seen.has(name)) return { status: 400, reason: `More than one ${name} header.` }
    seen.add(name)
  }
  return undefined
}

/** `application/json`, optionally with parameters; not `application/jsonp` nor `application/json-seq`. */
export function isJsonContentType(value: string | undefined): boolean {
  return /^application\/json[ \t]*(;|$)/i.test(value ?? '')
}

/**
 * The host's own names. Anything else in Host means the request reached us through a name we did not
 * hand out, which is how DNS rebinding looks from here.
 */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`]
}

/**
 * Refuses requests from anywhere but our own page: a foreign Host (DNS rebinding) or a foreign Origin
 * (another site in the same browser) is 403 for every path.
 */
export function checkOrigin(headers: IncomingHttpHeaders, port: number): Refusal | undefined {
  const host = (headers.host ?? '').toLowerCase()
  if (!allowedHosts(port).includes(host)) return { status: 403, reason: 'Unknown Host.' }
  const origin = headers.origin
  // Browsers send Origin on POST and on cross-origin fetches; our own same-origin GETs may omit it.
  if (origin !== undefined && origin !== `http://${host}`) return { status: 403, reason: 'Foreign Origin.' }
  return undefined
}

/** The per-launch token guards every call into the services; static files need none. */
export function checkToken(headers: IncomingHttpHeaders, token: string): Refusal | undefined {
  const given = headers[TOKEN_HEADER]
  if (!sameToken(token, typeof given === 'string' ? given : undefined)) {
    return { status: 401, reason: 'Missing or wrong access token.' }
  }
  return undefined
}
