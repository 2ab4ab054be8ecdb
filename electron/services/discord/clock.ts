import { RpcError, said } from '@shared/rpc/errors'

/** Time as the engine sees it. Tests pass a fake one so rate-limit waits take no real time. */
export type Clock = {
  now(): number
  /** Resolves after `ms`; rejects with a `cancelled` RpcError when the signal aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export function cancelledError(): RpcError {
  return new RpcError({
    kind: 'cancelled',
    ...said('service.request.cancelled', 'Cancelled before Discord received it; nothing was sent.'),
  })
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(cancelledError())
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        Math.max(0, ms),
      )
      const onAbort = () => {
        clearTimeout(timer)
        reject(cancelledError())
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
}
