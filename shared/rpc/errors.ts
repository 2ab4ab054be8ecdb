import { z } from 'zod'
import type { MessageKey, Phrase, PhraseList } from '@shared/i18n'
import { problemFromIssue } from '@shared/discord/problems'
import { schemaPhrase } from '@shared/discord/sentence'

export type WirePhrase = {
  id: string
  values?: Record<string, string | number>
  parts?: Record<string, WirePhrase>
  lists?: Record<string, { items: string[]; quoted?: boolean }>
}

/** A phrase on the wire; `parts` nest (a problem's field name said inside its sentence). */
const wirePhraseSchema: z.ZodType<WirePhrase> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[\w-]+(\.[\w-]+)+$/),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    parts: z.record(z.string(), wirePhraseSchema).optional(),
    lists: z
      .record(z.string(), z.object({ items: z.array(z.string()), quoted: z.boolean().optional() }))
      .optional(),
  }),
)

/**
 * A sentence's message id and arguments (shared/i18n/phrase.ts), so the page and the CLI say it in their
 * reader's language. A malformed one is dropped rather than failing the whole error: the English
 * `message` beside it is always there to fall back on.
 */
export const phraseSchema = wirePhraseSchema
  .transform((phrase) => phrase as Phrase)
  .optional()
  .catch(undefined)

/** One problem with one field, addressed by a path a user can read (`embeds[0].title`). */
export const issueSchema = z.object({ path: z.string(), message: z.string(), phrase: phraseSchema })
export type Issue = z.infer<typeof issueSchema>

const message = z.string().min(1)
const phrase = phraseSchema

/**
 * Every failure that crosses the RPC boundary, tagged by kind. Each carries a message a user can read;
 * none carries a stack trace or a secret.
 */
export const rpcErrorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invalidInput'), message, phrase, issues: z.array(issueSchema).default([]) }),
  z.object({
    kind: z.literal('discord'),
    message,
    phrase,
    status: z.number().int(),
    code: z.number().int().nullable(),
    issues: z.array(issueSchema).default([]),
  }),
  z.object({ kind: z.literal('rateLimited'), message, phrase, retryAfterMs: z.number().nonnegative() }),
  z.object({ kind: z.literal('network'), message, phrase }),
  z.object({
    kind: z.literal('unknownOutcome'),
    message,
    phrase,
    /** How to check whether it took effect, the last sentence of `message` (it differs per endpoint). */
    hint: phraseSchema,
  }),
  z.object({ kind: z.literal('vaultLocked'), message, phrase }),
  z.object({ kind: z.literal('notFound'), message, phrase }),
  z.object({
    kind: z.literal('conflict'),
    message,
    phrase,
    /** message.send refused a possible second copy (issue 19): the page asks, then sends with `again`. */
    mayDuplicate: z.literal(true).optional(),
  }),
  z.object({ kind: z.literal('cancelled'), message, phrase }),
  z.object({ kind: z.literal('internal'), message, phrase }),
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

/** A sentence for a user: its English text (logs, the CLI's fallback) and its phrase to translate. */
export type Said = { message: string; phrase: Phrase }

/**
 * A sentence from the catalogues: `english` is en.json's text for `id` with `values` filled in, which
 * test/unit/shared/rpc/saidEnglish.test.ts checks at every call in the sources (so keep `id` and
 * `english` literal, and the template's `${…}` the same expressions as `values`).
 */
export function said(id: MessageKey, english: string, values?: Phrase['values']): Said {
  return { message: english, phrase: values ? { id, values } : { id } }
}

/** A sentence with arguments that are lists, joined in the reader's language (shared/i18n/phrase.ts). */
export function withLists(sentence: Said, lists: Record<string, PhraseList>): Said {
  return { ...sentence, phrase: { ...sentence.phrase, lists } }
}

/** A sentence followed by how to check what happened: an unknown outcome's message, phrase and hint. */
export function withHint(sentence: Said, hint: Said): Said & { hint: Phrase } {
  return { message: `${sentence.message} ${hint.message}`, phrase: sentence.phrase, hint: hint.phrase }
}

/** Shorthand constructors for the kinds that need nothing but a message. */
export function rpcError<K extends RpcErrorKind>(
  kind: K,
  message: string | Said,
  extra?: Omit<Extract<RpcErrorData, { kind: K }>, 'kind' | 'message' | 'phrase'>,
): RpcError {
  const text = typeof message === 'string' ? { message } : message
  return new RpcError({ kind, ...text, ...extra } as RpcErrorData)
}

/** A problem with one field, said in a sentence from the catalogues. */
export function saidIssue(path: string, sentence: Said): Issue {
  return { path, ...sentence }
}

/**
 * Turns zod issues into our issue list, with paths written the way a user reads them; a schema's own
 * sentence (zodMessage) keeps its phrase, and zod's own generic sentences ("Invalid input: expected
 * string, received undefined") become Herald's, with a phrase ("\"name\" is required.").
 */
export function issuesFromZod(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => {
    const path = formatPath(issue.path)
    const phrase = schemaPhrase(issue.message)
    if (phrase) return { path, message: issue.message, phrase }
    if (!zodsOwn(issue)) return { path, message: issue.message }
    const problem = problemFromIssue(withInput(issue))
    return { path, message: problem.message, phrase: problem.phrase }
  })
}

/** Whether zod wrote the issue's message itself, no schema having given one. */
function zodsOwn(issue: z.core.$ZodIssue): boolean {
  // Its type sentence names what it received, which the issue no longer holds to write it again.
  if (issue.code === 'invalid_type') return issue.message.startsWith('Invalid input: expected ')
  const own = z.config().localeError?.(issue as unknown as z.core.$ZodRawIssue)
  return (typeof own === 'string' ? own : own?.message) === issue.message
}

/**
 * problemFromIssue tells a missing field from a wrong type by the input, which a parse keeps only when
 * asked (reportInput); zod's own sentence says which it was.
 */
function withInput(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_type' || 'input' in issue) return issue
  return { ...issue, input: issue.message.endsWith('received undefined') ? undefined : null }
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
