import type {
  EventName,
  EventPayload,
  MethodInput,
  MethodName,
  MethodOutput,
  RpcErrorData,
} from '@shared/rpc'
import { RpcError } from '@shared/rpc/errors'
import { connection } from '.'
import { pageSaid } from './pageSaid'

/** A call's result as data, so stores can keep the error next to what the user typed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: RpcErrorData }

/** Calls one contract method and never throws: a failure comes back as its error data. */
export async function attempt<M extends MethodName>(
  method: M,
  input: MethodInput<M>,
): Promise<Outcome<MethodOutput<M>>> {
  if (connection.kind === 'none') return { ok: false, error: { kind: 'network', ...pageSaid.notConnected() } }
  try {
    return { ok: true, value: await connection.api.call(method, input) }
  } catch (error) {
    if (error instanceof RpcError) return { ok: false, error: error.data }
    return { ok: false, error: { kind: 'internal', ...pageSaid.failed() } }
  }
}

/** Subscribes to one contract event; returns the unsubscribe. A page without a connection hears nothing. */
export function listen<E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  if (connection.kind === 'none') return () => undefined
  return connection.api.on(event, listener)
}
