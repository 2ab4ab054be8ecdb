import { afterEach, describe, expect, it } from 'vitest'
import type { Harness } from './helpers'
import { startHarness } from './helpers'

// Pacing and the 429 paths against the emulator's real rate model, with small windows so the suite
// stays fast.

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const contents = (harness: Harness) =>
  harness.emu.control.journal({ route: 'executeWebhook' }).map((e) => (e.body as { content: string }).content)

describe('rate limits against the emulator', () => {
  it('paces a burst by the bucket headers, keeps the order and never hits a 429', async () => {
    h = await startHarness({
      sharedClock: true,
      emulator: { rateModel: { webhook: { limit: 2, windowMs: 2000 } } },
    })
    const hook = h.ref(h.demo.webhooks.general)
    const labels = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5']
    const results = await Promise.all(
      labels.map((content) => h!.client.webhooks.execute(hook, { body: { content } })),
    )
    expect(results.every((r) => r.status === 204)).toBe(true)
    const journal = h.emu.control.journal({ route: 'executeWebhook' })
    expect(journal.map((e) => e.status)).toEqual([204, 204, 204, 204, 204, 204])
    expect(contents(h)).toEqual(labels)
    expect(h.waits.length).toBeGreaterThanOrEqual(2)
    expect(h.waits.every((w) => w.reason === 'bucket' && w.webhookId === hook.webhookId)).toBe(true)
    // Two per window: requests 3-4 and 5-6 start in the second and third windows.
    const at = journal.map((e) => (e.at - (journal[0]?.at ?? 0)) / 2000)
    expect(at.map(Math.floor)).toEqual([0, 0, 1, 1, 2, 2])
  })

  it('waits retry_after after a 429 and sends the same request again', async () => {
    h = await startHarness()
    h.emu.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: '/webhooks/:id/:token',
      retryAfter: 0.12,
    })
    const result = await h.client.webhooks.execute(h.ref(h.demo.webhooks.general), {
      body: { content: 'once' },
      wait: true,
    })
    expect(result.status).toBe(200)
    expect(h.emu.control.journal({ route: 'executeWebhook' }).map((e) => e.status)).toEqual([429, 200])
    expect(h.waits).toEqual([expect.objectContaining({ reason: 'rateLimited' })])
    expect(h.waits[0]?.waitMs).toBeGreaterThanOrEqual(120)
    expect(h.emu.control.messages({ webhookId: h.demo.webhooks.general.id })).toHaveLength(1)
  })

  it('blocks every webhook after a global 429', async () => {
    h = await startHarness()
    h.emu.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: '/webhooks/:id/:token',
      retryAfter: 0.4,
      global: true,
    })
    const first = h.client.webhooks.execute(h.ref(h.demo.webhooks.general), { body: { content: 'a' } })
    // Start the second webhook's request once the first one has met the 429.
    while (h.waits.length === 0) await new Promise((r) => setTimeout(r, 2))
    const second = h.client.webhooks.execute(h.ref(h.demo.webhooks.news), { body: { content: 'b' } })
    await Promise.all([first, second])
    const reasons = h.waits.map((w) => [w.webhookId, w.reason])
    expect(reasons).toContainEqual([h.demo.webhooks.general.id, 'global'])
    expect(reasons).toContainEqual([h.demo.webhooks.news.id, 'global'])
  })

  it('waits out the hidden per-channel limit (429 code 20028) and reports it as a channel wait', async () => {
    h = await startHarness({
      sharedClock: true,
      emulator: {
        rateModel: { webhook: { limit: 50, windowMs: 1000 }, channel: { limit: 2, windowMs: 60_000 } },
      },
    })
    const hook = h.ref(h.demo.webhooks.general)
    for (const content of ['c0', 'c1', 'c2']) await h.client.webhooks.execute(hook, { body: { content } })
    const statuses = h.emu.control.journal({ route: 'executeWebhook' }).map((e) => e.status)
    expect(statuses).toEqual([204, 204, 429, 204])
    expect(h.waits).toEqual([expect.objectContaining({ reason: 'channel', webhookId: hook.webhookId })])
    expect(h.waits[0]?.waitMs).toBeGreaterThan(59_000)
    expect(contents(h)).toEqual(['c0', 'c1', 'c2', 'c2'])
  })

  it('answers rateLimited when Discord asks for a longer wait than allowed', async () => {
    h = await startHarness({ client: { maxRateLimitWaitMs: 1000 } })
    h.emu.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: '/webhooks/:id/:token',
      retryAfter: 45,
      code: 20028,
      scope: 'shared',
    })
    await expect(
      h.client.webhooks.execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' } }),
    ).rejects.toMatchObject({ data: { kind: 'rateLimited', retryAfterMs: 45_000 } })
    expect(h.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  })
})
