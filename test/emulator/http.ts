// Request plumbing: the per-request context handed to route handlers, body reading with the upload
// limits, and parsing of JSON, form-encoded and multipart bodies (multipart through the web Response
// parser that Node ships).
import type { IncomingMessage } from 'node:http'
import { ApiError, errors } from './errors'
import type { EmulatorConfig } from './types'

export type Reply = {
  status: number
  /** JSON body; omitted for 204. */
  body?: unknown
  /** Raw body instead of JSON (CDN files, malformed-JSON faults). */
  raw?: Buffer | string
  contentType?: string
  headers?: Record<string, string>
}

export type ParsedFile = {
  field: string
  filename: string
  contentType: string
  bytes: Buffer
  /** n of files[n]; for other part names, the part's position among files. */
  index: number
}

export type ParsedBody = {
  kind: 'none' | 'json' | 'form' | 'multipart' | 'other'
  /** JSON value, form fields, or for multipart the parsed payload_json merged over scalar parts. */
  value: unknown
  files: ParsedFile[]
}

export type Ctx = {
  method: string
  /** Path without /api and version, e.g. /webhooks/1/abc. */
  path: string
  fullPath: string
  /** 6..10, or null for unversioned /api paths. */
  version: number | null
  /** Form errors in the legacy flat shape. */
  legacy: boolean
  query: URLSearchParams
  headers: IncomingMessage['headers']
  params: Record<string, string>
  raw: Buffer
  origin: string
  /** X-RateLimit-* headers to put on the answer, set by the handler's bucket. */
  rateHeaders: Record<string, string>
  body(): Promise<ParsedBody>
}

/** Reads the whole body, counting bytes; over the request limit answers 413 after draining. */
export async function readBody(req: IncomingMessage, config: EmulatorConfig): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  let over = false
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > config.maxRequestBytes) over = true
    if (!over) chunks.push(chunk)
  }
  if (over) throw errors.tooLarge()
  return Buffer.concat(chunks)
}

function contentTypeInvalid(): ApiError {
  return new ApiError(400, {
    code: 50035,
    message: 'Invalid Form Body',
    errors: {
      _errors: [
        {
          code: 'CONTENT_TYPE_INVALID',
          message:
            "Expected \"Content-Type\" header to be one of {'application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'}.",
        },
      ],
    },
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw errors.invalidJson()
  }
}

/** Parses a body by its Content-Type. A body with no or an unknown Content-Type is 50035. */
export async function parseBody(
  raw: Buffer,
  contentType: string | undefined,
  config: EmulatorConfig,
): Promise<ParsedBody> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (raw.length === 0 && type === '') return { kind: 'none', value: undefined, files: [] }
  if (type === 'application/json') return { kind: 'json', value: parseJson(raw.toString('utf8')), files: [] }
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), files: [] }
  }
  if (type === 'multipart/form-data') return parseMultipart(raw, contentType ?? '', config)
  throw contentTypeInvalid()
}

async function parseMultipart(raw: Buffer, contentType: string, config: EmulatorConfig): Promise<ParsedBody> {
  let form: FormData
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new ApiError(400, { code: 50035, message: 'Invalid Form Body' })
  }
  const fields: Record<string, unknown> = {}
  const files: ParsedFile[] = []
  let payload: unknown
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') payload = parseJson(value)
      else fields[field] = value
      continue
    }
    const bytes = Buffer.from(await value.arrayBuffer())
    if (bytes.length > config.maxFileBytes) throw errors.tooLarge()
    const match = /^files\[(\d+)\]$/.exec(field)
    files.push({
      field,
      filename: value.name,
      contentType: value.type || 'application/octet-stream',
      bytes,
      index: match ? Number(match[1]) : files.length,
    })
  }
  // Historical Discord: when payload_json is present, other scalar parts are ignored.
  const value = payload !== undefined ? payload : fields
  return { kind: 'multipart', value, files }
}

/** True when the peer is this machine. The control API answers nobody else. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false
  // 127.0.0.0/8 is all loopback, plain or IPv4-mapped; ::1 is IPv6's.
  return address === '::1' || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(address)
}

/** Matches a path against a pattern with ':name' segments and a trailing '*'. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean)
  const s = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < p.length; i++) {
    const part = p[i] as string
    if (part === '*') return params
    const seg = s[i]
    if (seg === undefined) return null
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(seg)
    else if (part !== seg) return null
  }
  return s.length === p.length ? params : null
}
