// The loopback HTTP server: routes /api[/vN]/... to the handlers, applies injected faults, the global
// limit and the journal, serves stored attachments on a CDN-like path, and hands /__emulator/ to the
// control API (loopback peers only).
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Core, Route } from './core'
import { ApiError, errors } from './errors'
import { isLoopback, matchPath, parseBody, readBody, type Ctx, type ParsedBody, type Reply } from './http'
import type { Faults } from './faults'
import type { Journal } from './journal'
import { attachmentBytes } from './renderMessage'
import { rateLimitedError } from './rateLimit'
import { sha256 } from './ids'
import type { Fault, JournalEntry } from './types'

export type ControlHandler = (req: IncomingMessage, url: URL, raw: Buffer) => Promise<Reply>

export type ServerParts = {
  core: Core
  routes: Route[]
  faults: Faults
  journal: Journal
  control: ControlHandler
}

const API_PATH = /^\/api(?:\/v(\d+))?(\/.*)?$/

function send(res: ServerResponse, reply: Reply, extra: Record<string, string> = {}): void {
  const headers: Record<string, string> = { ...extra, ...reply.headers }
  let payload: Buffer | string | undefined
  if (reply.raw !== undefined) {
    payload = reply.raw
    headers['Content-Type'] = reply.contentType ?? 'application/octet-stream'
  } else if (reply.body !== undefined && reply.status !== 204) {
    payload = JSON.stringify(reply.body)
    headers['Content-Type'] = 'application/json'
  }
  res.writeHead(reply.status, headers)
  res.end(payload)
}

function internalError(): Reply {
  return { status: 500, body: { message: '500: Internal Server Error', code: 0 } }
}

function toReply(error: unknown): Reply {
  if (error instanceof ApiError) return { status: error.status, body: error.body, headers: error.headers }
  return internalError()
}

export class EmulatorServer {
  readonly server: Server
  private readonly sockets = new Set<Socket>()

  constructor(private readonly parts: ServerParts) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) send(res, internalError())
        else res.destroy()
      })
    })
    this.server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { core } = this.parts
    const url = new URL(req.url ?? '/', core.origin)
    const pathname = url.pathname
    if (pathname.startsWith('/__emulator/') || pathname === '/__emulator') {
      const raw = await readBody(req, { ...core.config, maxRequestBytes: Infinity })
      if (!isLoopback(req.socket.remoteAddress))
        return send(res, { status: 403, body: { message: 'loopback only' } })
      return send(res, await this.parts.control(req, url, raw).catch(toReply))
    }
    const cdn = /^\/(?:media\/)?attachments\/(\d+)\/(\d+)\/[^/]+$/.exec(pathname)
    if (cdn && req.method === 'GET') {
      const bytes = attachmentBytes(core.state, cdn[2] as string)
      const stored = core.state.data.messages.flatMap((m) => m.attachments).find((a) => a.id === cdn[2])
      if (!bytes) return send(res, { status: 404, body: { message: '404: Not Found', code: 0 } })
      return send(res, {
        status: 200,
        raw: bytes,
        contentType: stored?.content_type ?? 'application/octet-stream',
      })
    }
    await this.api(req, res, url)
  }

  private async api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { core, routes, faults } = this.parts
    const method = (req.method ?? 'GET').toUpperCase()
    // The test-only authorize page lives outside /api on Discord (discord.com/oauth2/authorize).
    const m =
      url.pathname === '/oauth2/authorize'
        ? [url.pathname, undefined, url.pathname]
        : API_PATH.exec(url.pathname)
    const version = m?.[1] === undefined ? null : Number(m[1])
    const path = m?.[2] ?? '/'
    let route: Route | undefined
    let params: Record<string, string> = {}
    let pathMatched = false
    for (const r of routes) {
      const p = matchPath(r.pattern, path)
      if (!p) continue
      pathMatched = true
      if (r.method === method) {
        route = r
        params = p
        break
      }
    }
    const legacy = core.config.legacyUnversionedErrors && (version === null || version < 8)
    let parsed: Promise<ParsedBody> | undefined
    const ctx: Ctx = {
      method,
      path,
      fullPath: url.pathname,
      version,
      legacy,
      query: url.searchParams,
      headers: req.headers,
      params,
      raw: Buffer.alloc(0),
      origin: core.origin,
      rateHeaders: {},
      body: () => (parsed ??= parseBody(ctx.raw, req.headers['content-type'], core.config)),
    }
    const entry: Omit<JournalEntry, 'seq'> = {
      at: core.now(),
      method,
      path: url.pathname,
      route: route?.name ?? null,
      query: queryObject(url.searchParams),
      headers: headerObject(req),
      body: undefined,
      files: [],
      status: null,
      fault: null,
    }
    const fault = m ? faults.take(method, path) : undefined
    if (fault) {
      entry.fault = fault.kind
      if (fault.delayMs) await sleep(fault.delayMs)
      if (fault.kind === 'hang') {
        this.parts.journal.add(entry)
        return
      }
      if (fault.kind === 'resetBeforeBody') {
        this.parts.journal.add(entry)
        req.socket.resetAndDestroy()
        return
      }
    }
    let reply: Reply
    try {
      ctx.raw = await readBody(req, core.config)
      if (fault && fault.kind !== 'delay' && !processes(fault)) reply = faultReply(fault, core.now())
      else reply = await this.run(ctx, route, pathMatched, version)
      // A status after the work is done: Discord stored the message and still answered an error.
      if (fault?.kind === 'status' && processes(fault)) reply = faultReply(fault, core.now())
    } catch (error) {
      reply = toReply(error)
    }
    await this.describeBody(ctx, entry)
    if (fault?.kind === 'malformedJson') {
      reply = {
        status: fault.status ?? reply.status,
        raw: '{"id": "1234", "content": "trunc',
        contentType: 'application/json',
        headers: reply.headers,
      }
    }
    entry.status = fault?.kind === 'resetAfterBody' ? null : reply.status
    this.parts.journal.add(entry)
    if (fault?.kind === 'resetAfterBody') {
      req.socket.resetAndDestroy()
      return
    }
    send(res, reply, ctx.rateHeaders)
  }

  private async run(
    ctx: Ctx,
    route: Route | undefined,
    pathMatched: boolean,
    version: number | null,
  ): Promise<Reply> {
    const { core } = this.parts
    if (!route) throw pathMatched ? errors.methodNotAllowed() : errors.notFound()
    if (version !== null && (version < 6 || version > 10)) throw errors.invalidApiVersion()
    core.limiter.global()
    return route.handler(ctx, core)
  }

  private async describeBody(ctx: Ctx, entry: Omit<JournalEntry, 'seq'>): Promise<void> {
    if (ctx.raw.length === 0) return
    try {
      const parsed = await ctx.body()
      entry.body = parsed.value
      entry.files = parsed.files.map((f) => ({
        field: f.field,
        filename: f.filename,
        contentType: f.contentType,
        size: f.bytes.length,
        sha256: sha256(f.bytes),
      }))
    } catch {
      entry.body = ctx.raw.subarray(0, 65536).toString('utf8')
    }
  }
}

/** Faults that run the request for real before misbehaving. */
function processes(fault: Fault): boolean {
  if (fault.kind === 'status') return fault.process === true
  return (fault.kind === 'resetAfterBody' || fault.kind === 'malformedJson') && fault.process !== false
}

function faultReply(fault: Fault, now: number): Reply {
  if (fault.kind === 'rateLimit') {
    const retryAfter = fault.retryAfter ?? 1
    const scope = fault.scope ?? (fault.global ? 'global' : 'user')
    const headers: Record<string, string> = fault.global
      ? {}
      : {
          'X-RateLimit-Limit': '5',
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': ((now + retryAfter * 1000) / 1000).toFixed(3),
          'X-RateLimit-Reset-After': retryAfter.toFixed(3),
          'X-RateLimit-Bucket': 'injected',
        }
    const e = rateLimitedError({
      retryAfterMs: retryAfter * 1000,
      global: fault.global ?? false,
      scope,
      ...(fault.code !== undefined ? { code: fault.code } : {}),
      headers,
    })
    return { status: 429, body: fault.body ?? e.body, headers: { ...e.headers, ...fault.headers } }
  }
  if (fault.kind === 'malformedJson')
    return { status: fault.status ?? 200, raw: '', contentType: 'application/json' }
  return {
    status: fault.status ?? 500,
    body: fault.body ?? {
      message: `${fault.status ?? 500}: ${STATUS_CODES[fault.status ?? 500] ?? 'Error'}`,
      code: 0,
    },
    headers: fault.headers ?? {},
  }
}

function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    out[key] = all.length === 1 ? (all[0] as string) : all
  }
  return out
}

function headerObject(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v
  return out
}
