import type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from './contract'
import type { Envelope } from './envelope'
import { RpcError, said } from './errors'

/** A pipe to the services: Electron IPC through the preload, or HTTP + SSE from the browser host. */
export type Transport = {
  invoke(method: string, input: unknown): Promise<Envelope>
  subscribe(event: string, listener: (payload: unknown) => void): () => void
}

/** The typed api the page uses. A failed call rejects with RpcError, whose `kind` says what happened. */
export type HeraldApi = {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void
}

export function makeApi(transport: Transport): HeraldApi {
  return {
    async call(method, input) {
      let envelope: Envelope
      try {
        envelope = await transport.invoke(method, input)
      } catch {
        throw new RpcError({
          kind: 'network',
          ...said(
            'service.rpc.noAnswer',
            "Herald's background service did not answer. Restart the app if this keeps happening.",
          ),
        })
      }
      if (envelope.ok) return envelope.value as never
      throw new RpcError(envelope.error)
    },
    on(event, listener) {
      return transport.subscribe(event, (payload) => listener(payload as never))
    },
  }
}
