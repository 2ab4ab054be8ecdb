import type { Session } from 'electron'

/**
 * The page's Content Security Policy, also in renderer/index.html as a meta tag; the header adds
 * frame-ancestors, which a meta tag cannot carry. The page needs no network at all in Electron: every
 * request goes through the preload to the main process, so connect-src stays 'self'.
 */
export const mainCsp = [
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

/** Adds the policy to every response this session receives, replacing any the response carried. */
export function installCsp(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders }
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name]
    }
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [mainCsp] } })
  })
}
