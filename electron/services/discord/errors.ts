import type { Issue } from '@shared/rpc/errors'
import { RpcError } from '@shared/rpc/errors'
import { redact } from '../log'
import type { CallerKind } from './errorMessages'
import { messageForDiscordError, messageForOAuthError } from './errorMessages'

/**
 * Turns Discord's error answers into RpcErrors (discord-wire §2): status, JSON code, and the 50035
 * errors tree flattened into issues whose paths read like the editor's (`embeds[0].title`).
 */

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function join(path: string, key: string): string {
  if (/^\d+$/.test(key)) return `${path}[${key}]`
  return path ? `${path}.${key}` : key
}

/**
 * Flattens v10's nested tree (`{"embeds": {"0": {"title": {"_errors": [...]}}}}`; array indices are
 * string keys, leaves are `_errors` lists) and the legacy v6 flat shape (`{"content": ["Must be …"]}`,
 * `{"embeds": ["0"]}` where the strings name invalid indices).
 */
export function flattenErrors(tree: unknown, path = ''): Issue[] {
  const out: Issue[] = []
  if (Array.isArray(tree)) {
    for (const item of tree) {
      if (typeof item === 'string') {
        out.push(
          /^\d+$/.test(item)
            ? { path: join(path, item), message: 'Discord rejected this item.' }
            : { path, message: item },
        )
      } else if (isObject(item) && typeof item.message === 'string') {
        out.push({ path, message: item.message })
      }
    }
    return out
  }
  if (!isObject(tree)) return out
  for (const [key, value] of Object.entries(tree)) {
    if (key === '_errors') out.push(...flattenErrors(value, path))
    else out.push(...flattenErrors(value, join(path, key)))
  }
  return out
}

/** Parses an error body; a body that is not JSON (a proxy's HTML page) yields an empty object. */
export function parseErrorBody(body: Buffer): Json {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'))
    return isObject(value) ? value : {}
  } catch {
    return {}
  }
}

/** The error for a non-2xx answer (429s are handled by the scheduler before they get here). */
export function discordError(status: number, body: Buffer, caller: CallerKind): RpcError {
  const json = parseErrorBody(body)
  if (caller === 'oauth' && typeof json.error === 'string') {
    const sentence = messageForOAuthError(json.error)
    // Discord's description is in its own words: it stays beside the translated sentence, as an issue.
    const description =
      typeof json.error_description === 'string' ? redact(json.error_description) : undefined
    return new RpcError({
      kind: 'discord',
      status,
      code: null,
      message: description ? `${sentence.message} (${description})` : sentence.message,
      phrase: sentence.phrase,
      issues: description ? [{ path: '', message: description }] : [],
    })
  }
  const code = typeof json.code === 'number' ? json.code : null
  const discordMessage = typeof json.message === 'string' ? json.message : undefined
  // v10 puts field problems under "errors"; the legacy v6 shape is the whole body without code/message.
  const tree = json.errors ?? (code === null && discordMessage === undefined ? json : undefined)
  const issues = flattenErrors(tree).map((issue) => ({ path: issue.path, message: redact(issue.message) }))
  const sentence = messageForDiscordError(status, code, discordMessage, caller)
  let message = sentence.message
  // The issues are listed beside the message in the page; the English message names the first for logs.
  if (issues.length > 0) {
    const first = issues[0]
    const where = first?.path ? `${first.path}: ` : ''
    message = `${message} ${where}${first?.message ?? ''}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`
  }
  return new RpcError({
    kind: 'discord',
    status,
    code,
    message: redact(message),
    phrase: sentence.phrase,
    issues,
  })
}

/**
 * Whether an answer means the webhook itself is unusable (the docs: "If a webhook returns a 404 status
 * you should not attempt to use it again"; a 401 50027 means its token changed). An unknown message or
 * thread (10008, 10003) is a 404 too, but the webhook is fine.
 */
export function webhookInvalidReason(
  status: number,
  code: number | null,
): 'tokenInvalid' | 'deleted' | undefined {
  if (status === 401) return 'tokenInvalid'
  if (status === 404 && (code === 10015 || code === 0 || code === null)) return 'deleted'
  return undefined
}
