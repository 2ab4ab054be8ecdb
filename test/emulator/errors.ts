// Discord's error bodies: {code, message} for plain errors, 50035 with a nested `errors` tree for form
// errors (array indices as string keys, leaves {_errors: [{code, message}]}), and the legacy flat shape
// that unversioned /api paths still answer (wire spec 2.2, 2.3).

export type ErrorPath = (string | number)[]
export type InnerError = { code: string; message: string }

/** Thrown by handlers; the dispatcher turns it into the answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`)
  }
}

export function apiError(status: number, code: number, message: string): ApiError {
  return new ApiError(status, { message, code })
}

export const errors = {
  notFound: () => apiError(404, 0, '404: Not Found'),
  methodNotAllowed: () => apiError(405, 0, '405: Method Not Allowed'),
  unauthorized: () => apiError(401, 0, '401: Unauthorized'),
  unknownChannel: () => apiError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => apiError(404, 10004, 'Unknown Guild'),
  unknownMessage: () => apiError(404, 10008, 'Unknown Message'),
  unknownWebhook: () => apiError(404, 10015, 'Unknown Webhook'),
  unknownApplication: () => apiError(404, 10002, 'Unknown Application'),
  tooLarge: () => apiError(413, 40005, 'Request entity too large'),
  missingAccess: () => apiError(403, 50001, 'Missing Access'),
  emptyMessage: () => apiError(400, 50006, 'Cannot send an empty message'),
  missingPermissions: () => apiError(403, 50013, 'Missing Permissions'),
  invalidOAuthToken: () => apiError(401, 50025, 'Invalid OAuth2 access token'),
  missingScope: () => apiError(403, 50026, 'Missing required OAuth2 scope'),
  invalidWebhookToken: () => apiError(401, 50027, 'Invalid Webhook Token'),
  invalidApiVersion: () => apiError(400, 50041, 'Invalid API version provided'),
  invalidJson: () => apiError(400, 50109, 'The request body contains invalid JSON.'),
  maxWebhooks: () => apiError(400, 30007, 'Maximum number of webhooks reached (15)'),
  forumNeedsThread: () =>
    apiError(400, 220001, 'Webhooks posted to forum channels must have a thread_name or thread_id'),
  forumBothThread: () =>
    apiError(400, 220002, 'Webhooks posted to forum channels cannot have both a thread_name and thread_id'),
  threadsOnlyInForum: () => apiError(400, 220003, 'Webhooks can only create threads in forum channels'),
  tagRequired: () => apiError(400, 40067, 'A tag is required to create a forum post in this channel'),
}

type Tree = { _errors?: InnerError[]; [key: string]: Tree | InnerError[] | undefined }

/** Collects form errors at request paths; `throwIfAny` raises 50035 in the right shape. */
export class FormErrors {
  private readonly list: { path: ErrorPath; error: InnerError }[] = []

  add(path: ErrorPath, code: string, message: string): void {
    this.list.push({ path, error: { code, message } })
  }

  get size(): number {
    return this.list.length
  }

  throwIfAny(legacy: boolean): void {
    if (this.list.length === 0) return
    throw new ApiError(400, legacy ? this.legacyBody() : this.body())
  }

  /** v8+ body: {code: 50035, message, errors: nested tree}. */
  body(): unknown {
    const root: Tree = {}
    for (const { path, error } of this.list) {
      let node = root
      for (const key of path) {
        const k = String(key)
        node = (node[k] ??= {}) as Tree
      }
      ;(node._errors ??= []).push(error)
    }
    return { code: 50035, message: 'Invalid Form Body', errors: root }
  }

  /** v6 body: flat, top-level key -> messages; errors inside arrays of objects report only the index. */
  legacyBody(): Record<string, string[]> {
    const out: Record<string, string[]> = {}
    for (const { path, error } of this.list) {
      const top = path.length === 0 ? '_misc' : String(path[0])
      const list = (out[top] ??= [])
      const detail = path.length >= 2 && typeof path[1] === 'number' ? String(path[1]) : error.message
      if (!list.includes(detail)) list.push(detail)
    }
    return out
  }
}

/** Raises 50035 with one error, for simple checks. */
export function formError(path: ErrorPath, code: string, message: string, legacy: boolean): never {
  const e = new FormErrors()
  e.add(path, code, message)
  e.throwIfAny(legacy)
  throw new Error('unreachable')
}

export const inner = {
  required: (): InnerError => ({ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }),
  maxLength: (n: number): InnerError => ({
    code: 'BASE_TYPE_MAX_LENGTH',
    message: `Must be ${n} or fewer in length.`,
  }),
  badLength: (min: number, max: number): InnerError => ({
    code: 'BASE_TYPE_BAD_LENGTH',
    message: `Must be between ${min} and ${max} in length.`,
  }),
  string: (v: unknown): InnerError => ({
    code: 'BASE_TYPE_STRING',
    message: `Could not interpret "${JSON.stringify(v)}" as string.`,
  }),
}
