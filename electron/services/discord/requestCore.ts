import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'
import type { Logger } from '../log'
import { createLogger, redact } from '../log'
import type { Clock } from './clock'
import { systemClock } from './clock'
import type { CallerKind } from './errorMessages'
import { discordError, parseErrorBody, webhookInvalidReason } from './errors'
import type { RetryOptions } from './failurePolicy'
import { decideOnServerError, decideOnTransportError, isIdempotent } from './failurePolicy'
import type { QueueKey, RateLimitWait } from './rateLimit'
import { RateLimiter } from './rateLimit'
import type { RateLimitMemory } from './rateLimitFile'
import { parseTooManyRequests } from './rateLimitHeaders'
import type { RequestBody, Transport, TransportResponse } from './transport'
import { TransportError, nodeTransport } from './transport'

/**
 * The engine's one way to talk to Discord: queue, rate limits, failure policy, error mapping, headers.
 * Endpoint modules describe requests; this runs them.
 */

export type Auth =
  | { kind: 'none' }
  | { kind: 'bot'; token: string }
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; clientId: string; clientSecret: string }

export type RequestSpec = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** `api` = the versioned root ({base_url}); `auth` = the unversioned root hosting /oauth2/token. */
  base: 'api' | 'auth'
  /** Starts with '/', every segment already encoded. */
  path: string
  query?: Record<string, string | undefined>
  auth: Auth
  body?: RequestBody
  headers?: Record<string, string>
  caller: CallerKind
  /** Marks a POST as safe to repeat (a client-credentials token request). */
  idempotent?: boolean
  /** How a user checks whether an unknown outcome happened ("look in the channel"). */
  outcomeHint?: Said
  /** Set on webhook-token routes so a 401/404 can mark the webhook invalid. */
  webhookId?: string
  /** The token that route used: only a failure of the saved token says anything about the saved webhook. */
  webhookToken?: string
  /** Report upload progress for this request. */
  reportProgress?: boolean
  /**
   * A Discord error code that, answered with 404 to a retry, means the first attempt already did the
   * work and only its answer was lost (DELETE message: 10008 Unknown Message). Such a 404 is returned
   * as the answer, for the caller to report as done.
   */
  doneOnRetryCode?: number
}

export type Progress = { phase: 'queued' | 'uploading' | 'processing'; sentBytes: number; totalBytes: number }

export type CallOptions = {
  signal?: AbortSignal
  onProgress?(progress: Progress): void
  /** Rate-limit waits met by this call (the client-wide onRateLimitWait hears them too). */
  onWait?(wait: RateLimitWait): void
}

export type WebhookInvalidReason = 'tokenInvalid' | 'deleted'

export type CoreOptions = {
  apiBase: string
  authBase: string
  /** Herald's version, for the User-Agent Discord asks for (reference.mdx "User Agent"). */
  version: string
  clock?: Clock
  transport?: Transport
  /** No byte in either direction for this long fails the exchange (default 30 s). */
  idleTimeoutMs?: number
  /** Retries for idempotent calls and unopened connections (default 2) and the first backoff (500 ms). */
  retries?: number
  retryBaseDelayMs?: number
  /** A 429 asking to wait longer than this is answered with a rateLimited error instead (default 10 min). */
  maxRateLimitWaitMs?: number
  rateLimitOffsetMs?: number
  /** Keeps rate-limit state between processes (the CLI passes a RateLimitFile in the data folder). */
  rateLimitMemory?: RateLimitMemory
  onWebhookInvalid?(webhookId: string, reason: WebhookInvalidReason, token: string | undefined): void
  onRateLimitWait?(wait: RateLimitWait): void
  logger?: Logger
}

export type Send = (spec: RequestSpec) => Promise<TransportResponse>

/** Same 429 over and over means something is wrong; stop instead of looping forever. */
const MAX_CONSECUTIVE_429 = 8

export class RequestCore {
  readonly clock: Clock
  private readonly limiter: RateLimiter
  private readonly transport: Transport
  private readonly retry: RetryOptions
  private readonly log: Logger
  private readonly bases: Record<'api' | 'auth', URL>

  constructor(readonly options: CoreOptions) {
    this.clock = options.clock ?? systemClock
    this.transport = options.transport ?? nodeTransport
    this.limiter = new RateLimiter({
      clock: this.clock,
      offsetMs: options.rateLimitOffsetMs,
      memory: options.rateLimitMemory,
      maxWaitMs: options.maxRateLimitWaitMs,
    })
    this.retry = { retries: options.retries ?? 2, baseDelayMs: options.retryBaseDelayMs ?? 500 }
    this.log = options.logger ?? createLogger('services/discord')
    this.bases = { api: parseBase(options.apiBase), auth: parseBase(options.authBase) }
  }

  get userAgent(): string {
    return `DiscordBot (https://github.com/herald-app/herald, ${this.options.version}) Herald`
  }

  /**
   * Runs `work` in the queue for `key`. The place in line is taken synchronously, before any await, so
   * calls on one webhook keep the order they were made in. `work` may send several requests (a
   * webhook lookup, then the execute) while holding the place.
   */
  async queued<T>(key: QueueKey, options: CallOptions, work: (send: Send) => Promise<T>): Promise<T> {
    const turn = this.limiter.acquire(key, options.signal)
    options.onProgress?.({ phase: 'queued', sentBytes: 0, totalBytes: 0 })
    const release = await turn
    try {
      return await work((spec) => this.send(key, spec, options))
    } finally {
      release()
    }
  }

  /** Forgets a queue's rate-limit state (its webhook was deleted). */
  forget(key: QueueKey): void {
    this.limiter.forget(key)
  }

  private async send(key: QueueKey, spec: RequestSpec, options: CallOptions): Promise<TransportResponse> {
    const url = this.url(spec)
    const headers = this.headers(spec)
    const idempotent = isIdempotent(spec.method, spec.idempotent)
    const outcomeHint =
      spec.outcomeHint ??
      said('service.hint.checkDiscord', 'Check in Discord whether it took effect before trying again.')
    const onWait = (wait: RateLimitWait) => {
      this.log.debug(`rate limit: ${wait.reason}, waiting ${wait.waitMs} ms`, { webhook: wait.webhookId })
      options.onWait?.(wait)
      this.options.onRateLimitWait?.(wait)
    }
    let attempt = 0
    let limited = 0
    for (;;) {
      await this.limiter.waitForCapacity(key, options.signal, onWait)
      let response: TransportResponse
      try {
        response = await this.transport({
          method: spec.method,
          url,
          headers,
          body: spec.body,
          signal: options.signal,
          idleTimeoutMs: this.options.idleTimeoutMs ?? 30_000,
          onUploadProgress: spec.reportProgress
            ? (sent, total) => this.progress(options, sent, total)
            : undefined,
        })
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        const decision = decideOnTransportError(error, {
          method: spec.method,
          idempotent,
          attempt,
          options: this.retry,
          outcomeHint,
        })
        this.log.info(`${spec.method} ${redact(url.pathname)} failed: ${redact(error.message)}`)
        if ('error' in decision) throw decision.error
        attempt++
        await this.clock.sleep(decision.retryAfterMs, options.signal)
        continue
      }
      this.limiter.update(key, response.headers)
      if (response.status === 429) {
        const info = parseTooManyRequests(response.headers, response.body)
        limited++
        const max = this.options.maxRateLimitWaitMs ?? 600_000
        if (info.banned || info.waitMs > max || limited > MAX_CONSECUTIVE_429) {
          throw new RpcError({
            kind: 'rateLimited',
            retryAfterMs: info.waitMs,
            message: info.banned
              ? 'Discord (Cloudflare) is temporarily blocking requests from this network. Wait before trying again.'
              : `Discord asked to wait ${Math.ceil(info.waitMs / 1000)} s before sending; nothing was sent.`,
          })
        }
        // Discord did not process a 429: wait as asked and send the same request again.
        this.limiter.limited(key, info)
        continue
      }
      if (response.status >= 200 && response.status < 300) return response
      const decision = decideOnServerError(response.status, {
        idempotent,
        attempt,
        options: this.retry,
        outcomeHint,
      })
      if (decision && 'retryAfterMs' in decision) {
        attempt++
        await this.clock.sleep(decision.retryAfterMs, options.signal)
        continue
      }
      if (decision) throw decision.error
      if (attempt > 0 && isDoneOnRetry(spec, response)) {
        this.log.debug(`${spec.method} ${redact(url.pathname)}: the retry found it done already`)
        return response
      }
      throw this.failed(spec, response)
    }
  }

  private failed(spec: RequestSpec, response: TransportResponse): RpcError {
    const error = discordError(response.status, response.body, spec.caller)
    if (spec.webhookId) {
      const code = parseErrorBody(response.body).code
      const reason = webhookInvalidReason(response.status, typeof code === 'number' ? code : null)
      if (reason) this.options.onWebhookInvalid?.(spec.webhookId, reason, spec.webhookToken)
    }
    return error
  }

  private progress(options: CallOptions, sent: number, total: number): void {
    options.onProgress?.({
      phase: sent < total ? 'uploading' : 'processing',
      sentBytes: sent,
      totalBytes: total,
    })
  }

  /** Builds the URL under the configured root and refuses anything that would leave its origin. */
  private url(spec: RequestSpec): URL {
    const base = this.bases[spec.base]
    const url = new URL(base.href.replace(/\/$/, '') + spec.path)
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value)
    }
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname.replace(/\/$/, '') + '/')) {
      throw new RpcError({
        kind: 'internal',
        ...said(
          'service.request.outsideApi',
          'Refused to send a request outside the configured Discord API.',
        ),
      })
    }
    return url
  }

  private headers(spec: RequestSpec): Record<string, string> {
    const headers: Record<string, string> = { 'User-Agent': this.userAgent, ...spec.headers }
    // Webhook-token routes carry their secret in the path and take no Authorization header (§1.2).
    const auth = spec.auth
    if (auth.kind === 'bot') headers.Authorization = `Bot ${auth.token}`
    else if (auth.kind === 'bearer') headers.Authorization = `Bearer ${auth.token}`
    else if (auth.kind === 'basic') {
      // RFC 6749 §2.3.1: id and secret are form-encoded before base64.
      const pair = `${encodeURIComponent(auth.clientId)}:${encodeURIComponent(auth.clientSecret)}`
      headers.Authorization = `Basic ${Buffer.from(pair).toString('base64')}`
    }
    return headers
  }
}

function isDoneOnRetry(spec: RequestSpec, response: TransportResponse): boolean {
  return (
    spec.doneOnRetryCode !== undefined &&
    response.status === 404 &&
    parseErrorBody(response.body).code === spec.doneOnRetryCode
  )
}

function parseBase(text: string): URL {
  const url = new URL(text)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Unsupported API root ${text}`)
  return url
}
