import { afterEach, describe, expect, it } from 'vitest'
import type { Progress } from '@services/discord'
import type { Harness } from './helpers'
import { fixtureFiles, startHarness } from './helpers'

// The failure policy over real sockets: a POST that may have reached Discord is never sent twice.

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const files = fixtureFiles()
const executes = (harness: Harness) => harness.emu.control.journal({ route: 'executeWebhook' })
const EXECUTE = '/webhooks/:id/:token'

describe('no duplicate posts', () => {
  it('reports an unknown outcome after a 500 and posts once', async () => {
    h = await startHarness()
    h.emu.control.injectFault({ kind: 'status', method: 'POST', path: EXECUTE, status: 500 })
    const error = await h.client.webhooks
      .execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' }, wait: true })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { kind: 'unknownOutcome' } })
    expect((error as Error).message).toMatch(/Look in the channel/)
    expect(executes(h)).toHaveLength(1)
  })

  it('reports an unknown outcome when the connection is reset after Discord processed it, and posts once', async () => {
    h = await startHarness()
    h.emu.control.injectFault({ kind: 'resetAfterBody', method: 'POST', path: EXECUTE })
    await expect(
      h.client.webhooks.execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' } }),
    ).rejects.toMatchObject({ data: { kind: 'unknownOutcome' } })
    expect(executes(h)).toHaveLength(1)
    expect(h.emu.control.messages({ webhookId: h.demo.webhooks.general.id })).toHaveLength(1)
  })

  it('does not retry a POST after a reset before the answer', async () => {
    h = await startHarness()
    h.emu.control.injectFault({ kind: 'resetBeforeBody', method: 'POST', path: EXECUTE })
    const error = await h.client.webhooks
      .execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' } })
      .catch((e: unknown) => e)
    expect(['unknownOutcome', 'network']).toContain((error as { kind: string }).kind)
    expect(executes(h)).toHaveLength(1)
  })

  it('gives up on a hanging POST after the idle timeout, without posting again', async () => {
    h = await startHarness({ client: { idleTimeoutMs: 250 } })
    h.emu.control.injectFault({ kind: 'hang', method: 'POST', path: EXECUTE })
    await expect(
      h.client.webhooks.execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' } }),
    ).rejects.toMatchObject({ data: { kind: 'unknownOutcome' } })
    expect(executes(h)).toHaveLength(1)
  })

  it('retries idempotent calls: a PATCH after a 500 and a GET after a reset', async () => {
    h = await startHarness()
    const hook = h.ref(h.demo.webhooks.general)
    const sent = await h.client.webhooks.execute(hook, { body: { content: 'v1' }, wait: true })
    const id = sent.message?.id as string
    h.emu.control.injectFault({
      kind: 'status',
      method: 'PATCH',
      path: '/webhooks/:id/:token/messages/:mid',
      status: 502,
    })
    const edited = await h.client.webhooks.editMessage(hook, id, { body: { content: 'v2' } })
    expect(edited.content).toBe('v2')
    expect(h.emu.control.journal({ route: 'editWebhookMessage' }).map((e) => e.status)).toEqual([502, 200])
    h.emu.control.injectFault({
      kind: 'resetBeforeBody',
      method: 'GET',
      path: '/webhooks/:id/:token/messages/:mid',
    })
    expect((await h.client.webhooks.getMessage(hook, id)).content).toBe('v2')
    expect(h.emu.control.journal({ route: 'getWebhookMessage' })).toHaveLength(2)
  })

  it('retries a connection that was refused before anything was written, then reports network', async () => {
    h = await startHarness()
    const { DiscordClient } = await import('@services/discord')
    const client = new DiscordClient({
      apiBase: 'http://127.0.0.1:1/api/v10',
      authBase: 'http://127.0.0.1:1/api',
      version: '9.9.9',
      retryBaseDelayMs: 5,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    })
    await expect(
      client.webhooks.execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' } }),
    ).rejects.toMatchObject({ data: { kind: 'network' } })
  })
})

describe('uploads', () => {
  it('reports byte progress from queued through uploading to processing', async () => {
    h = await startHarness()
    const big = files.big(1_500_000)
    const events: Progress[] = []
    await h.client.webhooks.execute(
      h.ref(h.demo.webhooks.general),
      { body: { content: 'big' }, files: [{ path: big }] },
      { onProgress: (p) => events.push(p) },
    )
    const length = Number(executes(h)[0]?.headers['content-length'])
    expect(events[0]?.phase).toBe('queued')
    const uploading = events.filter((e) => e.phase === 'uploading')
    expect(uploading.length).toBeGreaterThan(5)
    expect(uploading.every((e) => e.totalBytes === length)).toBe(true)
    const sent = events.map((e) => e.sentBytes)
    expect(sent).toEqual([...sent].sort((a, b) => a - b))
    expect(events[events.length - 1]).toEqual({ phase: 'processing', sentBytes: length, totalBytes: length })
    expect(executes(h)[0]?.files[0]?.size).toBe(1_500_000)
  })

  it('cancels mid-upload: nothing is posted and the answer is cancelled', async () => {
    h = await startHarness()
    const big = files.big(8_000_000)
    const controller = new AbortController()
    const error = await h.client.webhooks
      .execute(
        h.ref(h.demo.webhooks.general),
        { body: { content: 'never' }, files: [{ path: big }] },
        {
          signal: controller.signal,
          onProgress: (p) => {
            if (p.phase === 'uploading' && p.sentBytes > 500_000) controller.abort()
          },
        },
      )
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { kind: 'cancelled' } })
    await new Promise((r) => setTimeout(r, 50))
    expect(h.emu.control.messages({ webhookId: h.demo.webhooks.general.id })).toHaveLength(0)
    expect(executes(h).every((e) => e.status !== 200 && e.status !== 204)).toBe(true)
  })
})
