/**
 * The page's Content Security Policy in the browser host, sent as a header on every static file. It
 * mirrors the meta tag in renderer/index.html and adds what a meta tag cannot carry (frame-ancestors).
 * The page loads only its own scripts and styles and talks only to this host (connect-src 'self').
 */
export const hostCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')

/** Headers every answer carries: no sniffing, no framing, no referrer leaking the fragment's page. */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}
