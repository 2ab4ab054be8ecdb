import type { Envelope, Transport } from '@shared/rpc'
import { EventStream } from './eventStream'
import { pageSaid } from './pageSaid'

const TOKEN_HEADER = 'X-Herald-Token'

/**
 * The browser host pipe: POST /rpc/<method> for calls, one Server-Sent Events stream for every event.
 * Both carry the per-launch token as a header, which EventSource cannot send, hence fetch streaming.
 */
export function httpTransport(token: string): Transport {
  const stream = new EventStream('/events', { [TOKEN_HEADER]: token })
  return {
    async invoke(method, input) {
      const response = await fetch(`/rpc/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify(input ?? {}),
      })
      if (response.status === 401 || response.status === 403) return refused()
      // Every answer from the host is an Envelope, including the 400 for a body it could not parse.
      return (await response.json()) as Envelope
    },
    subscribe(event, listener) {
      return stream.subscribe(event, listener)
    },
  }
}

function refused(): Envelope {
  return {
    ok: false,
    error: { kind: 'network', ...pageSaid.disconnected() },
  }
}
