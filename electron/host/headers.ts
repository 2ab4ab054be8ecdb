/**
 * Headers every answer of the browser host carries: no sniffing, no framing, no referrer leaking the
 * page's address. The page's CSP is electron/services/csp.ts, shared with the Electron shell.
 */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}
