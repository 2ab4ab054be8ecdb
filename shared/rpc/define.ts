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

// Pure to the bundler: an area's method table the page never reads (only its schemas) drops out of the
// page's build with its summaries and output schemas (issue 23).
/* @__NO_SIDE_EFFECTS__ */
export function method<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  summary: string,
): MethodSpec<I, O> {
  return { input, output, summary }
}

/* @__NO_SIDE_EFFECTS__ */
export function event<P extends z.ZodType>(payload: P, summary: string): EventSpec<P> {
  return { payload, summary }
}
