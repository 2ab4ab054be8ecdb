import type { z } from 'zod'

/** A request/response method of the contract: the page calls it, a service answers it. */
export type MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  readonly input: I
  readonly output: O
  /** One line for readers of the contract. */
  readonly summary: string
}

/** A stream of payloads from the services to the page (progress, waits, changes). */
export type EventSpec<P extends z.ZodType = z.ZodType> = {
  readonly payload: P
  readonly summary: string
}

export function method<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  summary: string,
): MethodSpec<I, O> {
  return { input, output, summary }
}

export function event<P extends z.ZodType>(payload: P, summary: string): EventSpec<P> {
  return { payload, summary }
}
