import { z } from 'zod'
import { rpcErrorSchema } from './errors'

/** What every call answers over any transport: a value, or an error as data. */
export type Envelope<T = unknown> =
  { ok: true; value: T } | { ok: false; error: z.infer<typeof rpcErrorSchema> }

export const envelopeSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: rpcErrorSchema }),
])
