import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { RpcError, said } from '@shared/rpc/errors'
import { CALLBACK_PATH } from '@shared/linkedRoles/redirect'
import type { Clock } from '../discord/clock'
import { systemClock } from '../discord/clock'

/** What the browser brought back to the redirect URI. */
export type Callback = { code: string }

export type LoopbackWait = {
  /** The port actually bound (the one asked for, or a free one when 0 was asked in tests). */
  port: number
  /** Resolves with the code of the first callback whose state matches; rejects on error=… or cancel. */
  result: Promise<Callback>
  /** Stops waiting; `result` rejects with a cancelled error. */
  cancel(): void
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:system-ui;margin:3rem"><h1>${title}</h1><p>${text}</p></body></html>`

export type ListenOptions = {
  /** How long the browser has to come back (default 5 minutes): a Connect left unfinished frees its port. */
  timeoutMs?: number
  /** Tests pass one they move by hand. */
  clock?: Pick<Clock, 'sleep'>
}

export const CALLBACK_TIMEOUT_MS = 5 * 60_000

/**
 * A one-shot HTTP listener on 127.0.0.1 for the authorization-code redirect. Only the callback path
 * with the expected `state` ends the wait: a wrong or missing state is answered 400 and the listener
 * keeps waiting (it may be another tab, or a forged request). After one good answer, or the timeout,
 * it closes.
 */
export async function listenForCallback(
  port: number,
  state: string,
  options: ListenOptions = {},
): Promise<LoopbackWait> {
  const timeoutMs = options.timeoutMs ?? CALLBACK_TIMEOUT_MS
  let settle: { resolve(value: Callback): void; reject(error: unknown): void } | undefined
  const result = new Promise<Callback>((resolve, reject) => (settle = { resolve, reject }))
  // A caller that cancels without awaiting must not see an unhandled rejection.
  result.catch(() => undefined)
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const answer = (status: number, title: string, text: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(page(title, text))
    }
    if (req.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
      answer(404, 'Not found', 'Herald listens here only for the Discord sign-in redirect.')
      return
    }
    if (url.searchParams.get('state') !== state) {
      answer(
        400,
        'Not this sign-in',
        'This link does not belong to the sign-in Herald started. Herald is still waiting.',
      )
      return
    }
    const error = url.searchParams.get('error')
    const code = url.searchParams.get('code')
    if (error) {
      answer(200, 'Not connected', 'Discord did not authorize Herald. You can close this tab.')
      finish(() => settle?.reject(authorizeError(error, url.searchParams.get('error_description'))))
    } else if (code) {
      answer(
        200,
        'Connected',
        'Herald received the authorization. You can close this tab and go back to Herald.',
      )
      finish(() => settle?.resolve({ code }))
    } else
      answer(400, 'No code', 'The redirect carried neither a code nor an error. Herald is still waiting.')
  })
  const timer = new AbortController()
  const finish = (done: () => void) => {
    done()
    timer.abort()
    server.close()
    server.closeAllConnections()
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new RpcError({
          kind: 'invalidInput',
          ...(error.code === 'EADDRINUSE'
            ? said(
                'service.oauth.portInUse',
                `Port ${port} on 127.0.0.1 is in use by another program. Choose another port for this application (and register the new redirect URI).`,
                { port },
              )
            : said(
                'service.oauth.cannotListen',
                `Herald could not listen on 127.0.0.1:${port} (${reason(error)}).`,
                {
                  port,
                  reason: reason(error),
                },
              )),
          issues: [],
        }),
      ),
    )
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  ;(options.clock ?? systemClock).sleep(timeoutMs, timer.signal).then(
    () => finish(() => settle?.reject(timedOut(timeoutMs, bound))),
    () => undefined,
  )
  return {
    port: bound,
    result,
    cancel: () =>
      finish(() =>
        settle?.reject(
          new RpcError({
            kind: 'cancelled',
            ...said('service.oauth.signInCancelled', 'The sign-in was cancelled.'),
          }),
        ),
      ),
  }
}

const reason = (error: NodeJS.ErrnoException) => error.code ?? error.message

function timedOut(timeoutMs: number, port: number): RpcError {
  const minutes = Math.round(timeoutMs / 60_000)
  return new RpcError({
    kind: 'conflict',
    ...said(
      'service.oauth.timedOut',
      `The sign-in was not finished within ${minutes} minute${minutes === 1 ? '' : 's'}; Herald stopped listening on 127.0.0.1:${port}. Connect again to start over.`,
      { minutes, port },
    ),
  })
}

function authorizeError(error: string, description: string | null): RpcError {
  const detail = description ? `${error}: ${description}` : error
  const what =
    error === 'access_denied'
      ? said('service.oauth.declined', 'The authorization was declined in the browser.')
      : said('service.oauth.authorizeRefused', `Discord refused the authorization (${detail}).`, { detail })
  return new RpcError({ kind: 'discord', status: 400, code: null, ...what, issues: [] })
}
