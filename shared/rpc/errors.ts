import { z } from 'zod'

/** One problem with one field, addressed by a path a user can read (`embeds[0].title`). */
export const issueSchema = z.object({ path: z.string(), message: z.string() })
export type Issue = z.infer<typeof issueSchema>

const message = z.string().min(1)

/**
 * Every failure that crosses the RPC boundary, tagged by kind. Each carries a message a user can read;
 * none carries a stack trace or a secret.
 */
export const rpcErrorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invalidInput'), message, issues: z.array(issueSchema).default([]) }),
  z.object({
    kind: z.literal('discord'),
    message,
    status: z.number().int(),
    code: z.number().int().nullable(),
    issues: z.array(issueSchema).default([]),
  }),
  z.object({ kind: z.literal('rateLimited'), message, retryAfterMs: z.number().nonnegative() }),
  z.object({ kind: z.literal('network'), message }),
  z.object({ kind: z.literal('unknownOutcome'), message }),
  z.object({ kind: z.literal('vaultLocked'), message }),
  z.object({ kind: z.literal('notFound'), message }),
  z.object({
    kind: z.literal('conflict'),
    message,
    /** message.send refused a possible second copy (issue 19): the page asks, then sends with `again`. */
    mayDuplicate: z.literal(true).optional(),
  }),
  z.object({ kind: z.literal('cancelled'), message }),
  z.object({ kind: z.literal('internal'), message }),
])
export type RpcErrorData = z.infer<typeof rpcErrorSchema>
export type RpcErrorKind = RpcErrorData['kind']

/**
 * The error services throw and clients receive. Services subclass it or throw it directly; the contract
 * binding turns it into data, and the client turns the data back into this class.
 */
export class RpcError extends Error {
  readonly data: RpcErrorData
  constructor(data: RpcErrorData) {
    super(data.message)
    this.name = 'RpcError'
    this.data = data
  }
  get kind(): RpcErrorKind {
    return this.data.kind
  }
}

/** Shorthand constructors for the kinds that need nothing but a message. */
export function rpcError<K extends RpcErrorKind>(
  kind: K,
  message: string,
  extra?: Omit<Extract<RpcErrorData, { kind: K }>, 'kind' | 'message'>,
): RpcError {
  return new RpcError({ kind, message, ...extra } as RpcErrorData)
}

/** Turns zod issues into our issue list, with paths written the way a user reads them. */
export function issuesFromZod(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }))
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out
}

/** Makes a `switch` over a union fail to compile when a case is added and not handled. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
