import v8 from 'node:v8'
import vm from 'node:vm'
import { envelopeSchema } from '@shared/rpc/envelope'

/** A call that broke a rule, with what is needed to replay it. */
export type Finding = { transport: string; method: string; input: string; problem: string }

/** Short, printable form of an input for a finding (inputs may be megabytes). */
export function preview(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text
}

/**
 * The rules every answer keeps: it is an Envelope; a failure carries a typed RpcError kind, and never
 * `internal` (that kind means a service threw something it did not expect: a bug); and no secret, in any
 * encoding, is in its text. copyUrl is the one method whose success answer is the secret, by design.
 */
export function judge(
  method: string,
  text: string,
  needles: string[],
  outcomes?: Map<string, number>,
): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return `not JSON: ${text.slice(0, 120)}`
  }
  const envelope = envelopeSchema.safeParse(parsed)
  if (!envelope.success) return `not an Envelope: ${text.slice(0, 200)}`
  const outcome = envelope.data.ok ? 'ok' : envelope.data.error.kind
  outcomes?.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
  if (!envelope.data.ok && envelope.data.error.kind === 'internal') {
    return `internal error: ${envelope.data.error.message}`
  }
  if (envelope.data.ok && method === 'webhooks.copyUrl') return undefined
  const leaked = needles.find((needle) => text.includes(needle))
  return leaked ? `answer carries a secret (${leaked.slice(0, 4)}…)` : undefined
}

/** Used heap after a full collection. */
export function heapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

/** Collects unhandled rejections and uncaught exceptions while `work` runs. */
export async function watchProcess<T>(work: () => Promise<T>): Promise<{ result: T; escaped: unknown[] }> {
  const escaped: unknown[] = []
  const onEscape = (reason: unknown) => escaped.push(reason)
  process.on('unhandledRejection', onEscape)
  process.on('uncaughtException', onEscape)
  try {
    const result = await work()
    // Rejections are reported after the microtask queue drains.
    await new Promise((resolve) => setTimeout(resolve, 50))
    return { result, escaped }
  } finally {
    process.off('unhandledRejection', onEscape)
    process.off('uncaughtException', onEscape)
  }
}
