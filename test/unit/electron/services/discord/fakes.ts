import type { Clock } from '@services/discord/clock'
import { cancelledError } from '@services/discord/clock'
import type { Transport, TransportRequest, TransportResponse } from '@services/discord/transport'

/** A clock whose sleeps advance time instantly, recording each wait. */
export class FakeClock implements Clock {
  t = 1_700_000_000_000
  readonly sleeps: number[] = []
  now = () => this.t
  sleep = async (ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) throw cancelledError()
    this.sleeps.push(ms)
    this.t += ms
    await Promise.resolve()
  }
}

export type Scripted = Partial<TransportResponse> & { json?: unknown; throws?: Error; gate?: Promise<void> }

/** A transport answering from a script (one entry per request, the last one repeating). */
export function scriptedTransport(script: Scripted[]) {
  const requests: (TransportRequest & { at: number })[] = []
  let clock: Clock | undefined
  const transport: Transport = async (request) => {
    requests.push({ ...request, at: clock?.now() ?? 0 })
    const step = script[Math.min(requests.length - 1, script.length - 1)] as Scripted
    if (step.gate) await step.gate
    if (step.throws) throw step.throws
    const body = step.body ?? Buffer.from(step.json === undefined ? '' : JSON.stringify(step.json))
    return { status: step.status ?? 200, headers: step.headers ?? {}, body }
  }
  return {
    transport,
    requests,
    useClock(c: Clock) {
      clock = c
    },
  }
}

export function bucketHeaders(remaining: number, resetAfterS: number, limit = 5): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset-after': resetAfterS.toFixed(3),
    'x-ratelimit-bucket': 'abc',
  }
}

export const WEBHOOK = { webhookId: '223704706495545344', token: 'T'.repeat(68) }
