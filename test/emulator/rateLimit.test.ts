import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_MODEL, type Emulator } from './index'
import { assertResponse } from './openapi'
import { call, obj, start, type Clock } from './testkit'

let emu: Emulator
let clock: Clock
beforeAll(async () => {
  ;({ emu, clock } = await start({ rateModel: DEFAULT_RATE_MODEL }))
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

const send = (hook = emu.demo.webhooks.general, query = '') =>
  call(`${hook.url}${query}`, { json: { content: 'x' } })
const rl = (h: Headers) => ({
  limit: h.get('x-ratelimit-limit'),
  remaining: h.get('x-ratelimit-remaining'),
  resetAfter: h.get('x-ratelimit-reset-after'),
  bucket: h.get('x-ratelimit-bucket'),
})

describe('per-webhook bucket (default 5 per 2 s)', () => {
  it('counts down in headers on every answer, then answers 429 with retry_after and Retry-After', async () => {
    const start = clock.now()
    for (let i = 0; i < 5; i++) {
      const r = await send()
      expect(r.status).toBe(204)
      expect(rl(r.headers)).toMatchObject({ limit: '5', remaining: String(4 - i), resetAfter: '2.000' })
      expect(Number(r.headers.get('x-ratelimit-reset'))).toBe((start + 2000) / 1000)
    }
    clock.advance(500)
    const limited = await send()
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: 'You are being rate limited.', retry_after: 1.5, global: false })
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user')
    expect(rl(limited.headers)).toMatchObject({ remaining: '0', resetAfter: '1.500' })
    clock.advance(1500)
    expect((await send()).status).toBe(204)
  })

  it('keeps one bucket per webhook id + token, with the same opaque bucket hash', async () => {
    for (let i = 0; i < 5; i++) await send()
    expect((await send()).status).toBe(429)
    const other = await send(emu.demo.webhooks.announcements)
    expect(other.status).toBe(204)
    expect(other.headers.get('x-ratelimit-remaining')).toBe('4')
    expect(other.headers.get('x-ratelimit-bucket')).toBe((await send()).headers.get('x-ratelimit-bucket'))
  })

  it('shares the bucket across execute, get/edit/delete message and failed requests', async () => {
    const w = emu.demo.webhooks.general
    const m = obj(await send(w, '?wait=true'))
    await call(`${w.url}/messages/${m.id}`)
    await call(`${w.url}/messages/${m.id}`, { method: 'PATCH', json: { content: 'y' } })
    const bad = await call(`${w.url}`, { json: {} })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-ratelimit-remaining')).toBe('1')
    const del = await call(`${w.url}/messages/${m.id}`, { method: 'DELETE' })
    expect(del.headers.get('x-ratelimit-remaining')).toBe('0')
    expect((await call(w.url)).status).toBe(429)
  })

  it('sends the headers on 401 and 404 answers too', async () => {
    const w = emu.demo.webhooks.general
    const wrong = await call(`${emu.apiBase}/webhooks/${w.id}/${'a'.repeat(68)}`, { json: { content: 'x' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('x-ratelimit-limit')).toBe('5')
  })

  it('takes a new model at runtime', async () => {
    emu.control.setRateModel({ webhook: { limit: 2, windowMs: 10_000 } })
    await send()
    const second = await send()
    expect(rl(second.headers)).toMatchObject({ limit: '2', remaining: '0', resetAfter: '10.000' })
    const limited = await send()
    expect(obj(limited).retry_after).toBe(10)
    const viaHttp = await call(`${emu.url}/__emulator/rate-model`, {
      method: 'PATCH',
      json: { enabled: false },
    })
    expect(obj(viaHttp).enabled).toBe(false)
    expect((await send()).status).toBe(204)
  })
})

describe('global limit', () => {
  it('answers 429 with X-RateLimit-Global, scope global and no bucket headers', async () => {
    emu.control.setRateModel({ global: { limit: 3, windowMs: 1000 } })
    for (let i = 0; i < 3; i++)
      expect((await send(i % 2 ? emu.demo.webhooks.general : emu.demo.webhooks.announcements)).status).toBe(
        204,
      )
    const r = await send(emu.demo.webhooks.news)
    expect(r.status).toBe(429)
    expect(r.body).toEqual({ message: 'You are being rate limited.', retry_after: 1, global: true })
    expect(r.headers.get('x-ratelimit-global')).toBe('true')
    expect(r.headers.get('x-ratelimit-scope')).toBe('global')
    expect(r.headers.get('x-ratelimit-bucket')).toBeNull()
  })
})

describe('hidden per-channel limit (default 30 per 60 s)', () => {
  it('answers 429 code 20028 with scope shared although the bucket headers showed room', async () => {
    emu.control.setRateModel({ webhook: { limit: 100, windowMs: 2000 } })
    const hooks = [emu.demo.webhooks.general, emu.demo.webhooks.appOwned]
    for (let i = 0; i < 30; i++) {
      const r = await send(hooks[i % 2])
      expect(r.status).toBe(204)
      expect(r.headers.get('x-ratelimit-limit')).toBe('100')
    }
    clock.advance(15_000)
    const r = await send(emu.demo.webhooks.general)
    expect(r.status).toBe(429)
    expect(r.body).toEqual({
      message: 'The write action you are performing on the channel has hit the write rate limit.',
      retry_after: 45,
      global: false,
      code: 20028,
    })
    assertResponse('POST', '/webhooks/{webhook_id}/{webhook_token}', 429, r.body)
    expect(r.headers.get('x-ratelimit-scope')).toBe('shared')
    expect(r.headers.get('retry-after')).toBe('45')
    expect(Number(r.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0)
    // Another channel is not affected; reads on the same channel are not writes.
    expect((await send(emu.demo.webhooks.announcements)).status).toBe(204)
    clock.advance(45_000)
    expect((await send(emu.demo.webhooks.general)).status).toBe(204)
  })
})
