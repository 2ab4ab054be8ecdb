// Fixed-window rate limits driven by the injected clock (wire spec 3.8). Buckets are keyed by the
// caller (webhook id + token, route + major parameter, channel); X-RateLimit-Bucket is an opaque hash of
// the route only, identical across webhooks, as on Discord.
import { createHash } from 'node:crypto'
import { ApiError } from './errors'
import type { RateModel, Window } from './types'

export const DEFAULT_RATE_MODEL: RateModel = {
  enabled: true,
  webhook: { limit: 5, windowMs: 2000 },
  bot: { limit: 50, windowMs: 1000 },
  global: { limit: 50, windowMs: 1000 },
  channel: { limit: 30, windowMs: 60_000 },
}

type Bucket = { start: number; count: number }

export function bucketHash(route: string): string {
  return createHash('sha256').update(route).digest('hex').slice(0, 32)
}

const seconds = (ms: number) => (ms / 1000).toFixed(3)
const retrySeconds = (ms: number) => Math.max(0.001, Number((ms / 1000).toFixed(3)))

export function mergeRateModel(base: RateModel, patch: Partial<RateModel> | undefined): RateModel {
  if (!patch) return structuredClone(base)
  return {
    enabled: patch.enabled ?? base.enabled,
    webhook: { ...base.webhook, ...patch.webhook },
    bot: { ...base.bot, ...patch.bot },
    global: { ...base.global, ...patch.global },
    channel: { ...base.channel, ...patch.channel },
  }
}

export function rateLimitedError(input: {
  retryAfterMs: number
  global: boolean
  scope: 'user' | 'global' | 'shared'
  code?: number
  message?: string
  headers?: Record<string, string>
}): ApiError {
  const retryAfter = retrySeconds(input.retryAfterMs)
  const body: Record<string, unknown> = {
    message:
      input.message ??
      (input.scope === 'shared' ? 'The resource is being rate limited.' : 'You are being rate limited.'),
    retry_after: retryAfter,
    global: input.global,
  }
  if (input.code !== undefined) body.code = input.code
  const headers: Record<string, string> = {
    ...input.headers,
    'Retry-After': String(Math.ceil(retryAfter)),
    'X-RateLimit-Scope': input.scope,
  }
  if (input.global) headers['X-RateLimit-Global'] = 'true'
  return new ApiError(429, body, headers)
}

export class RateLimiter {
  private buckets = new Map<string, Bucket>()

  constructor(
    public model: RateModel,
    private readonly now: () => number,
  ) {}

  reset(): void {
    this.buckets.clear()
  }

  private take(key: string, window: Window): { bucket: Bucket; over: boolean; now: number } {
    const now = this.now()
    let bucket = this.buckets.get(key)
    if (!bucket || now >= bucket.start + window.windowMs) {
      bucket = { start: now, count: 0 }
      this.buckets.set(key, bucket)
    }
    bucket.count++
    return { bucket, now, over: this.model.enabled && bucket.count > window.limit }
  }

  /** The global limit: 429 with X-RateLimit-Global and no bucket headers. */
  global(): void {
    const { bucket, over, now } = this.take('global', this.model.global)
    if (over) {
      throw rateLimitedError({
        retryAfterMs: bucket.start + this.model.global.windowMs - now,
        global: true,
        scope: 'global',
      })
    }
  }

  /**
   * Takes one request from a visible bucket. Returns the X-RateLimit-* headers for the answer, or throws
   * the 429 (which carries them too).
   */
  bucket(key: string, route: string, window: Window): Record<string, string> {
    const { bucket, over, now } = this.take(key, window)
    const resetAt = bucket.start + window.windowMs
    const headers = {
      'X-RateLimit-Limit': String(window.limit),
      'X-RateLimit-Remaining': String(Math.max(0, window.limit - bucket.count)),
      'X-RateLimit-Reset': seconds(resetAt),
      'X-RateLimit-Reset-After': seconds(resetAt - now),
      'X-RateLimit-Bucket': bucketHash(route),
    }
    if (over) throw rateLimitedError({ retryAfterMs: resetAt - now, global: false, scope: 'user', headers })
    return headers
  }

  /** The hidden per-channel write limit: never announced, answers 429 code 20028 with scope shared. */
  channel(channelId: string, visibleHeaders: Record<string, string>): void {
    const { bucket, over, now } = this.take(`channel:${channelId}`, this.model.channel)
    if (over) {
      throw rateLimitedError({
        retryAfterMs: bucket.start + this.model.channel.windowMs - now,
        global: false,
        scope: 'shared',
        code: 20028,
        message: 'The write action you are performing on the channel has hit the write rate limit.',
        headers: visibleHeaders,
      })
    }
  }
}
