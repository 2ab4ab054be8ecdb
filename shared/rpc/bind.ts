import { z } from 'zod'
import { nestsDeeperThan } from '../json/depth'
import { JSON_MAX_DEPTH } from '../json/readJson'
import type { EventName, EventPayload, MethodArgs, MethodName, MethodResult } from './contract'
import { events, isEventName, isMethodName, methods } from './contract'
import type { Envelope } from './envelope'
import { RpcError, issuesFromZod, rpcErrorSchema, said } from './errors'

export type Handler<M extends MethodName> = (args: MethodArgs<M>) => Promise<MethodResult<M>>
/** One handler per method of the contract; a shell composes it from the services it built. */
export type Handlers = { [M in MethodName]: Handler<M> }

/** Where the binding reports failures that are bugs, not user errors. Never shown to the page. */
export type BindingLog = { error(message: string, detail?: unknown): void }

export type Dispatch = (method: string, rawInput: unknown) => Promise<Envelope>

/**
 * Binds the handlers to the contract and validates both directions. Bad input is an `invalidInput`
 * answer, an RpcError thrown by a service crosses as data, and anything else becomes `internal` with a
 * generic message: its stack stays in the log on this side.
 */
export function bindContract(handlers: Handlers, log: BindingLog): Dispatch {
  return async (name, rawInput) => {
    if (!isMethodName(name)) {
      return failure(
        new RpcError({
          kind: 'invalidInput',
          ...said('service.rpc.noMethod', `There is no method "${name}".`, { name }),
          issues: [],
        }),
      )
    }
    const spec = methods[name]
    // Deep nesting would overflow a recursive reader later and surface as `internal` (issue 24).
    if (nestsDeeperThan(rawInput, JSON_MAX_DEPTH)) {
      const sentence = said(
        'stored.rpc.tooDeep',
        `The request to ${name} is nested more than ${JSON_MAX_DEPTH} levels deep, deeper than anything Herald reads.`,
        { name, depth: JSON_MAX_DEPTH },
      )
      return failure(new RpcError({ kind: 'invalidInput', ...sentence, issues: [] }))
    }
    const parsed = spec.input.safeParse(rawInput ?? {})
    if (!parsed.success) {
      return failure(
        new RpcError({
          kind: 'invalidInput',
          ...said('service.rpc.invalidRequest', `The request to ${name} is not valid.`, { name }),
          issues: issuesFromZod(parsed.error),
        }),
      )
    }
    try {
      const handler = handlers[name] as (args: unknown) => Promise<unknown>
      const result = await handler(parsed.data)
      const output = spec.output.safeParse(result)
      if (!output.success) {
        log.error(`rpc: ${name} answered outside its output schema`, z.prettifyError(output.error))
        return failure(internalError())
      }
      return { ok: true, value: output.data }
    } catch (error) {
      if (error instanceof RpcError && rpcErrorSchema.safeParse(error.data).success) return failure(error)
      log.error(`rpc: ${name} failed`, error)
      return failure(internalError())
    }
  }
}

function failure(error: RpcError): Envelope {
  return { ok: false, error: error.data }
}

function internalError(): RpcError {
  return new RpcError({
    kind: 'internal',
    ...said(
      'service.rpc.internal',
      'Something went wrong inside Herald. The details are in the log; nothing was sent.',
    ),
  })
}

export type EventListener = (name: EventName, payload: unknown) => void

/** Services emit through this hub; each transport subscribes once and forwards to its page. */
export class EventHub {
  private readonly listeners = new Set<EventListener>()
  constructor(private readonly log: BindingLog) {}

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const parsed = events[name].payload.safeParse(payload)
    if (!parsed.success) {
      this.log.error(`rpc: event ${name} outside its schema`, z.prettifyError(parsed.error))
      return
    }
    for (const listener of this.listeners) listener(name, parsed.data)
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

export { isEventName }
