/**
 * The page's Content Security Policy: one table for the Electron shell's header, the browser host's
 * header and the meta tag in renderer/index.html (a unit test holds the meta tag to metaCsp). The page
 * loads only its own scripts and styles and talks only to its own origin: in Electron every call goes
 * through the preload, in the browser host to /rpc and /events. No image comes from the network: web
 * images, Discord's CDN included (avatars, custom emoji, attachments), are fetched by the services and
 * handed to the page as bytes, which it shows through blob: object URLs, as it shows the user's own files.
 * Video and audio the same way: the user's own files, and a sent message's from Discord's CDN through
 * the services, both as blob: addresses.
 */
const directives: [name: string, sources: string][] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['media-src', "'self' blob:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
  ['object-src', "'none'"],
]

/** Browsers ignore frame-ancestors in a meta tag (and warn about it); only a header can carry it. */
const HEADER_ONLY = new Set(['frame-ancestors'])

const join = (list: typeof directives) => list.map(([name, sources]) => `${name} ${sources}`).join('; ')

/** The Content-Security-Policy header both shells send with the page. */
export const pageCsp = join(directives)

/** The same policy as renderer/index.html states it in its meta tag. */
export const metaCsp = join(directives.filter(([name]) => !HEADER_ONLY.has(name)))
