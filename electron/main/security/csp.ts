import type { Session } from 'electron'
import { pageCsp } from '@services/csp'

/**
 * Adds the page's policy (electron/services/csp.ts, shared with the browser host) to every response this
 * session receives, replacing any the response carried.
 */
export function installCsp(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders }
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name]
    }
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [pageCsp] } })
  })
}
