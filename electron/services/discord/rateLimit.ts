import { RpcError } from '@shared/rpc/errors'
import type { Clock } from './clock'
import type { BucketState, TooManyRequests } from './rateLimitHeaders'
import { bucketFromHeaders } from './rateLimitHeaders'
import { KeyedQueue } from './rateLimitQueue'
import type { RateLimitMemory } from './rateLimitFile'
import { hashKey } from './rateLimitFile'

/**
 * The rate-limit scheduler (discord-wire §3). Requests are grouped into queues by Discord's "top-level
 * resource": a webhook's id + token for token routes, route + major id for bot routes. Before sending,
 * a queue waits while its bucket is empty (Remaining 0 until Reset-After) or while a 429 told it to
 * wait; a global 429 blocks every queue. Every wait is reported so the page can show a countdown.
 */

export type WaitReason = 'bucket' | 'rateLimited' | 'global' | 'channel'

export type RateLimitWait = {
  /** The webhook id (never its token), or the route for bot and OAuth2 calls. */
  webhookId: string
  waitMs: number
  reason: WaitReason
  /** Epoch ms when sending resumes. */
  until: number
}

export type QueueKey = {
  /** Identifies the queue and its bucket; may contain a token, so it never leaves this module. */
  key: string
  /** What a wait event names: the webhook id or the route. */
  label: string
}

type KeyState = { bucket?: BucketState; blockedUntil: number; blockReason: WaitReason }

export type RateLimiterOptions = {
  clock: Clock
  /** Added to every wait: Discord's reset is rounded to ms and clocks drift (discord.js uses 50 ms). */
  offsetMs?: number
  /** Where buckets and waits are kept between processes (the CLI); by default only in memory. */
  memory?: RateLimitMemory
  /**
   * The longest wait taken before sending (default 10 minutes, like a 429 answer's): a longer one, such
   * as a bucket an earlier run was told resets in an hour, fails at once with `rateLimited`.
   */
  maxWaitMs?: number
}

/** What a wait is for, in words (an error names it). */
const WAIT_FOR: Record<WaitReason, string> = {
  bucket: 'the webhook used up its requests',
  rateLimited: 'Discord answered 429',
  global: 'Discord limits all requests from here',
  channel: 'the channel receives too many messages',
}

export class RateLimiter {
  private readonly queue = new KeyedQueue()
  private readonly states = new Map<string, KeyState>()
  private globalUntil = 0
  private readonly offsetMs: number

  constructor(private readonly options: RateLimiterOptions) {
    this.offsetMs = options.offsetMs ?? 50
  }

  /** Joins the queue for `key` (order is fixed when this is called) and resolves with its release. */
  acquire(key: QueueKey, signal?: AbortSignal): Promise<() => void> {
    return this.queue.acquire(key.key, signal)
  }

  /** Waits until the bucket, any 429 block and the global block all allow one request. */
  async waitForCapacity(
    key: QueueKey,
    signal: AbortSignal | undefined,
    onWait: (wait: RateLimitWait) => void,
  ) {
    const { clock } = this.options
    let announced: { until: number; reason: WaitReason } | undefined
    for (;;) {
      const now = clock.now()
      const state = this.recall(key)
      let until = 0
      let reason: WaitReason = 'bucket'
      if (state?.bucket && state.bucket.remaining <= 0 && state.bucket.resetAt > now) {
        until = state.bucket.resetAt + this.offsetMs
      }
      if (state && state.blockedUntil > now && state.blockedUntil >= until) {
        until = state.blockedUntil
        reason = state.blockReason
      }
      if (this.globalUntil > now && this.globalUntil >= until) {
        until = this.globalUntil
        reason = 'global'
      }
      if (until <= now) {
        // The window has passed: the bucket is fresh until the next answer says otherwise.
        if (state?.bucket && state.bucket.resetAt <= now) state.bucket = undefined
        return
      }
      // The offset is ours, not Discord's: a wait of exactly the most is still taken.
      if (until - now > (this.options.maxWaitMs ?? 600_000) + this.offsetMs)
        throw tooLongWait(until - now, reason)
      // A timer may fire a millisecond early: sleeping the rest of the same wait is not a new wait.
      if (announced?.until !== until || announced.reason !== reason) {
        onWait({ webhookId: key.label, waitMs: until - now, reason, until })
        announced = { until, reason }
      }
      await clock.sleep(until - now, signal)
    }
  }

  /** Records the bucket an answer reported (every answer carries it, 204s and errors included). */
  update(key: QueueKey, headers: Record<string, string>): void {
    const bucket = bucketFromHeaders(headers, this.options.clock.now())
    if (!bucket) return
    const state = this.state(key)
    state.bucket = bucket
    this.remember(key, state)
  }

  /** Records a 429 so the next waitForCapacity waits as long as Discord asked. */
  limited(key: QueueKey, info: TooManyRequests): WaitReason {
    const until = this.options.clock.now() + info.waitMs + this.offsetMs
    if (info.global) {
      this.globalUntil = Math.max(this.globalUntil, until)
      return 'global'
    }
    const state = this.state(key)
    const reason: WaitReason = info.code === 20028 ? 'channel' : 'rateLimited'
    if (until > state.blockedUntil) {
      state.blockedUntil = until
      state.blockReason = reason
      this.remember(key, state)
    }
    return reason
  }

  /** Forgets a key's state (used when a webhook is deleted). */
  forget(key: QueueKey): void {
    this.states.delete(key.key)
  }

  /** The key's state, from memory when this process has not seen the key yet. */
  private recall(key: QueueKey): KeyState | undefined {
    const known = this.states.get(key.key)
    if (known || !this.options.memory) return known
    const remembered = this.options.memory.recall(hashKey(key.key))
    if (!remembered) return undefined
    const state: KeyState = { ...remembered, bucket: remembered.bucket && { ...remembered.bucket } }
    this.states.set(key.key, state)
    return state
  }

  private remember(key: QueueKey, state: KeyState): void {
    this.options.memory?.remember(hashKey(key.key), { ...state })
  }

  private state(key: QueueKey): KeyState {
    let state = this.recall(key)
    if (!state) {
      state = { blockedUntil: 0, blockReason: 'rateLimited' }
      this.states.set(key.key, state)
    }
    return state
  }
}

function tooLongWait(waitMs: number, reason: WaitReason): RpcError {
  return new RpcError({
    kind: 'rateLimited',
    retryAfterMs: waitMs,
    message:
      `An earlier request was told to wait ${Math.ceil(waitMs / 1000)} s more (${WAIT_FOR[reason]}), ` +
      'longer than Herald waits; nothing was sent.',
  })
}
