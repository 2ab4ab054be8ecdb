import { describe, expect, it } from 'vitest'
import { DiscordClient } from '@services/discord'
import type { RateLimitWait } from '@services/discord'
import { RateLimiter } from '@services/discord/rateLimit'
import { KeyedQueue } from '@services/discord/rateLimitQueue'
import { FakeClock, WEBHOOK, bucketHeaders, scriptedTransport } from './fakes'
import type { Scripted } from './fakes'

function setup(script: Scripted[], extra: { maxRateLimitWaitMs?: number } = {}) {
  const clock = new FakeClock()
  const t = scriptedTransport(script)
  t.useClock(clock)
  const waits: RateLimitWait[] = []
  const client = new DiscordClient({
    apiBase: 'https://discord.com/api/v10',
    authBase: 'https://discord.com/api',
    version: '1.2.3',
    clock,
    transport: t.transport,
    rateLimitOffsetMs: 0,
    onRateLimitWait: (w) => waits.push(w),
    ...extra,
  })
  return { clock, client, waits, requests: t.requests }
}

const send = (client: DiscordClient, content = 'hi', ref = WEBHOOK) =>
  client.webhooks.execute(ref, { body: { content } })

describe('rate-limit scheduler', () => {
  it('sends back to back while the bucket has requests left, without any wait', async () => {
    const { client, waits, requests } = setup([{ status: 204, headers: bucketHeaders(3, 2) }])
    for (let i = 0; i < 4; i++) await send(client)
    expect(requests).toHaveLength(4)
    expect(waits).toEqual([])
  })

  it('waits for Reset-After before sending when Remaining is 0, and reports the wait', async () => {
    const { client, waits, requests, clock } = setup([
      { status: 204, headers: bucketHeaders(0, 1.5) },
      { status: 204, headers: bucketHeaders(4, 2) },
    ])
    const start = clock.now()
    await send(client)
    await send(client)
    expect(waits).toEqual([
      { webhookId: WEBHOOK.webhookId, waitMs: 1500, reason: 'bucket', until: start + 1500 },
    ])
    expect(requests[1]!.at - requests[0]!.at).toBe(1500)
  })

  it('reports one wait when the timer wakes a millisecond early and the rest is slept', async () => {
    const { client, waits, requests, clock } = setup([
      { status: 204, headers: bucketHeaders(0, 1.5) },
      { status: 204, headers: bucketHeaders(4, 2) },
    ])
    // Real timers may fire early; the queue then sleeps the remainder of the same wait.
    const sleep = clock.sleep
    let early = true
    clock.sleep = async (ms, signal) => {
      await sleep(early && ms > 1 ? ms - 1 : ms, signal)
      early = false
    }
    await send(client)
    await send(client)
    expect(waits.map((w) => w.waitMs)).toEqual([1500])
    expect(clock.sleeps).toEqual([1499, 1])
    expect(requests[1]!.at - requests[0]!.at).toBe(1500)
  })

  it('follows whatever window the headers announce (no built-in rate)', async () => {
    const { client, waits } = setup([{ status: 204, headers: bucketHeaders(0, 0.25, 1) }])
    await send(client)
    await send(client)
    await send(client)
    expect(waits.map((w) => w.waitMs)).toEqual([250, 250])
  })

  it('retries a 429 after retry_after, since Discord did not process it', async () => {
    const { client, waits, requests } = setup([
      {
        status: 429,
        headers: { ...bucketHeaders(0, 0.3), 'retry-after': '1', 'x-ratelimit-scope': 'user' },
        json: { message: 'You are being rate limited.', retry_after: 0.3, global: false },
      },
      { status: 204, headers: bucketHeaders(4, 2) },
    ])
    const result = await send(client)
    expect(result.status).toBe(204)
    expect(requests).toHaveLength(2)
    expect(waits).toEqual([expect.objectContaining({ reason: 'rateLimited', waitMs: 300 })])
  })

  it('treats code 20028 as the per-channel write limit and waits its (long) retry_after', async () => {
    const { client, waits } = setup([
      {
        status: 429,
        headers: { 'x-ratelimit-scope': 'shared', 'retry-after': '42' },
        json: { message: 'The write action…', retry_after: 41.5, global: false, code: 20028 },
      },
      { status: 204 },
    ])
    await send(client)
    expect(waits).toEqual([expect.objectContaining({ reason: 'channel', waitMs: 41_500 })])
  })

  it('blocks every queue after a global 429', async () => {
    const other = { webhookId: '223704706495545345', token: 'U'.repeat(68) }
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client, waits, requests } = setup([
      {
        status: 429,
        headers: { 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global', 'retry-after': '1' },
        json: { message: 'You are being rate limited.', retry_after: 0.8, global: true },
      },
      { status: 204, gate },
      { status: 204 },
    ])
    const first = send(client)
    await new Promise((r) => setTimeout(r, 0))
    release()
    await first
    await send(client, 'other', other)
    expect(requests).toHaveLength(3)
    expect(waits[0]).toMatchObject({ reason: 'global', waitMs: 800 })
  })

  it('keeps the order of messages to one webhook, even when the first one has to wait', async () => {
    const { client, requests } = setup([
      { status: 429, json: { message: 'x', retry_after: 0.5, global: false } },
      { status: 204, headers: bucketHeaders(0, 0.2) },
      { status: 204, headers: bucketHeaders(0, 0.2) },
      { status: 204, headers: bucketHeaders(0, 0.2) },
    ])
    await Promise.all(['one', 'two', 'three'].map((c) => send(client, c)))
    const contents = requests.map(
      (r) => JSON.parse(Buffer.concat(r.body!.pieces() as Buffer[]).toString()).content,
    )
    expect(contents).toEqual(['one', 'one', 'two', 'three'])
  })

  it('answers rateLimited instead of waiting longer than the configured maximum', async () => {
    const { client, requests } = setup(
      [{ status: 429, json: { message: 'x', retry_after: 120, global: false, code: 20028 } }],
      { maxRateLimitWaitMs: 60_000 },
    )
    await expect(send(client)).rejects.toMatchObject({ data: { kind: 'rateLimited', retryAfterMs: 120_000 } })
    expect(requests).toHaveLength(1)
  })

  it('reports a Cloudflare ban (429 without JSON) as rateLimited without hammering', async () => {
    const { client, requests } = setup([{ status: 429, body: Buffer.from('error code: 1015') }])
    await expect(send(client)).rejects.toMatchObject({ data: { kind: 'rateLimited' } })
    expect(requests).toHaveLength(1)
  })

  it('cancels a waiting request without holding up the ones behind it', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client, requests } = setup([{ status: 204, gate }, { status: 204 }])
    const first = send(client, 'first')
    const controller = new AbortController()
    const second = client.webhooks.execute(
      WEBHOOK,
      { body: { content: 'second' } },
      { signal: controller.signal },
    )
    const third = send(client, 'third')
    controller.abort()
    await expect(second).rejects.toMatchObject({ data: { kind: 'cancelled' } })
    release()
    await first
    await third
    expect(requests).toHaveLength(2)
  })
})

describe('RateLimiter', () => {
  it('ignores answers without bucket headers and forgets a finished window', async () => {
    const clock = new FakeClock()
    const limiter = new RateLimiter({ clock, offsetMs: 0 })
    const key = { key: 'k', label: 'k' }
    limiter.update(key, {})
    const waits: number[] = []
    await limiter.waitForCapacity(key, undefined, (w) => waits.push(w.waitMs))
    limiter.update(key, bucketHeaders(0, 1))
    await limiter.waitForCapacity(key, undefined, (w) => waits.push(w.waitMs))
    await limiter.waitForCapacity(key, undefined, (w) => waits.push(w.waitMs))
    expect(waits).toEqual([1000])
  })

  // Issue 24, defect 5: a bucket remembered with an hour to go made the next CLI run sleep the hour.
  it('refuses a wait over the most (600 s by default) at once, saying what it waits for', async () => {
    const clock = new FakeClock()
    const memory = {
      recall: () => ({
        bucket: undefined,
        blockedUntil: clock.now() + 3_600_000,
        blockReason: 'rateLimited' as const,
      }),
      remember: () => undefined,
    }
    const limiter = new RateLimiter({ clock, memory })
    const waits: number[] = []
    const refused = await limiter
      .waitForCapacity({ key: 'k', label: 'k' }, undefined, (w) => waits.push(w.waitMs))
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({
      kind: 'rateLimited',
      message: expect.stringMatching(
        /told to wait 3600 s more \(Discord answered 429\).*nothing was sent/,
      ) as string,
    })
    expect(waits).toEqual([])
    // Exactly the most is still waited for.
    const within = new RateLimiter({ clock, offsetMs: 50, maxWaitMs: 600_000 })
    const key = { key: 'j', label: 'j' }
    within.limited(key, { waitMs: 600_000, global: false, scope: 'user', code: undefined, banned: false })
    await within.waitForCapacity(key, undefined, (w) => waits.push(w.waitMs))
    expect(waits).toEqual([600_050])
  })
})

describe('KeyedQueue', () => {
  it('runs one holder per key at a time, first come first served', async () => {
    const queue = new KeyedQueue()
    const order: string[] = []
    const a = await queue.acquire('k')
    const b = queue.acquire('k').then((release) => {
      order.push('b')
      release()
    })
    const c = queue.acquire('k').then((release) => {
      order.push('c')
      release()
    })
    const other = queue.acquire('other').then((release) => {
      order.push('other')
      release()
    })
    await other
    expect(order).toEqual(['other'])
    a()
    await Promise.all([b, c])
    expect(order).toEqual(['other', 'b', 'c'])
    expect(queue.size('k')).toBe(0)
  })
})
