import type { ServerResponse } from 'node:http'
import { commonHeaders } from './headers'
import { plain } from './staticFiles'
import { createToken, sameToken } from './token'

/** How long the link the host opens the browser with stays usable. */
const LAUNCH_LINK_MS = 2 * 60_000

/**
 * The address the host opens the browser with. An opener's command line (xdg-open, and the browser's own
 * when it starts) is visible to every local user in `ps`, so it carries a one-time code, not the token:
 * the first GET of `/launch/<code>` redirects to `/#token=…` and spends the code. The address printed on
 * the user's own terminal still carries the token directly.
 */
export class LaunchLink {
  private readonly code = createToken()
  private used = false
  private readonly expires: number

  constructor(
    private readonly token: string,
    private readonly now: () => number = Date.now,
  ) {
    this.expires = now() + LAUNCH_LINK_MS
  }

  path(): string {
    return `/launch/${this.code}`
  }

  /** Answers GET /launch/<code>: 303 to the page with the token once, 410 after, 404 for a wrong code. */
  answer(res: ServerResponse, pathname: string): void {
    if (!sameToken(this.code, pathname.slice('/launch/'.length))) return plain(res, 404, 'Not found.')
    // Used already is a warning sign (someone else may have opened it); expired is only late.
    if (this.used)
      return plain(res, 410, 'This launch link was used already. Open the address Herald printed.')
    if (this.now() > this.expires) {
      return plain(
        res,
        410,
        'This launch link has expired (it works for two minutes). Open the address Herald printed.',
      )
    }
    this.used = true
    res.writeHead(303, {
      ...commonHeaders,
      Location: `/#token=${this.token}`,
      'Cache-Control': 'no-store',
      'Content-Length': 0,
    })
    res.end()
  }
}
