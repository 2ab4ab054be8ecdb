import type { IncomingMessage } from 'node:http'

/** Errors Node raises when the other end closed the connection before the exchange ended. */
const GONE = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'])

/**
 * True when a request failed because its caller went away (a closed tab, a cancelled upload, a
 * reload mid-answer), not because of anything on our side.
 */
export function clientWentAway(req: IncomingMessage, error: unknown): boolean {
  if (req.readableAborted) return true
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return (code !== undefined && GONE.has(code)) || (error instanceof Error && error.message === 'aborted')
}
