/**
 * Reading Discord's rate-limit signals (discord-wire §3.1, §3.2). Nothing here knows a rate: every
 * number comes from the answer, as the docs require ("should not be hard coded").
 */

export type BucketState = {
  limit?: number
  remaining: number
  /** Epoch ms when the bucket refills, from X-RateLimit-Reset-After (relative, so clock skew is harmless). */
  resetAt: number
}

export type TooManyRequests = {
  waitMs: number
  /** X-RateLimit-Global or "global": true blocks every request, not just this queue. */
  global: boolean
  scope: 'user' | 'global' | 'shared' | undefined
  /** 20028: the hidden per-channel write limit. */
  code: number | undefined
  /** A Cloudflare ban answers 429 with a text body and no JSON (§3.4): waiting in the queue won't help. */
  banned: boolean
}

function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

/** The bucket after an answer, or undefined when the answer carried no bucket headers. */
export function bucketFromHeaders(headers: Record<string, string>, now: number): BucketState | undefined {
  const remaining = num(headers['x-ratelimit-remaining'])
  const resetAfter = num(headers['x-ratelimit-reset-after'])
  if (remaining === undefined || resetAfter === undefined) return undefined
  const limit = num(headers['x-ratelimit-limit'])
  return { limit, remaining, resetAt: now + Math.ceil(resetAfter * 1000) }
}

/**
 * How long a 429 asks us to wait. The JSON retry_after (float seconds) is the precise figure; the
 * Retry-After header is an integer rounding of it and the fallback when the body is not JSON.
 */
export function parseTooManyRequests(headers: Record<string, string>, body: Buffer): TooManyRequests {
  let json: Record<string, unknown> | undefined
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>
  } catch {
    json = undefined
  }
  const retryAfter = typeof json?.retry_after === 'number' ? json.retry_after : num(headers['retry-after'])
  const scopeHeader = headers['x-ratelimit-scope']
  const scope =
    scopeHeader === 'user' || scopeHeader === 'global' || scopeHeader === 'shared' ? scopeHeader : undefined
  return {
    waitMs: Math.max(0, Math.ceil((retryAfter ?? 1) * 1000)),
    global: headers['x-ratelimit-global'] === 'true' || json?.global === true || scope === 'global',
    scope,
    code: typeof json?.code === 'number' ? json.code : undefined,
    banned: json === undefined,
  }
}
