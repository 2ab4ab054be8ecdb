import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SentRecord } from '@services/send'
import { createSendHandlers, resolveUrlTarget } from '@services/send'
import type { EventName, MethodArgs } from '@shared/rpc'
import type { RpcError } from '@shared/rpc'
import { EventHub, methods, rpcErrorSchema } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import german from '@shared/i18n/compiled/de.json'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import type { Harness } from './helpers'
import { fixtureFiles, silentLogger, startHarness } from './helpers'

// The send area of the contract, wired as a shell wires it, against the emulator.

let h: Harness
let events: { name: EventName; payload: Record<string, unknown> }[]
let sentRecords: SentRecord[]
let handlers: ReturnType<typeof createSendHandlers>

beforeEach(async () => {
  h = await startHarness()
  events = []
  sentRecords = []
  const hub = new EventHub(silentLogger)
  hub.subscribe((name, payload) => events.push({ name, payload: payload as Record<string, unknown> }))
  handlers = createSendHandlers({
    client: h.client,
    events: hub,
    resolveTarget: async (target) => {
      if (target.kind !== 'url') throw new Error('saved targets are the library’s')
      return resolveUrlTarget(target.url, { apiBase: h.emu.apiBase })
    },
    onSent: (record) => {
      sentRecords.push(record)
    },
    logger: silentLogger,
  })
})
afterEach(async () => {
  handlers.dispose()
  await h.close()
})

const files = fixtureFiles()
/** Parses input as the contract binding does, so defaults (files: [], wait: true) apply. */
const input = <M extends 'message.send' | 'message.edit'>(method: M, value: unknown) =>
  methods[method].input.parse(value) as MethodArgs<M>

describe('send handlers', () => {
  it('sends through a pasted URL, reports progress to done, and tells the history', async () => {
    const hook = h.demo.webhooks.general
    const result = await handlers.engine.send({
      ...input('message.send', {
        target: { kind: 'url', url: hook.url },
        message: { content: 'Hello' },
        operationId: 'op-1',
      }),
      files: [{ path: files.txt }],
    })
    expect(result.status).toBe(200)
    expect(result.message).toMatchObject({ content: 'Hello' })
    const phases = events.filter((e) => e.name === 'send.onDidProgress').map((e) => e.payload.phase)
    expect(phases[0]).toBe('queued')
    expect(phases).toContain('uploading')
    expect(phases[phases.length - 1]).toBe('done')
    expect(sentRecords).toEqual([
      expect.objectContaining({
        action: 'send',
        webhookId: hook.id,
        messageId: result.message?.id,
        status: 200,
      }),
    ])
  })

  it('answers invalidInput with every problem path and sends nothing', async () => {
    const error = await handlers['message.send'](
      input('message.send', {
        target: { kind: 'url', url: h.demo.webhooks.general.url },
        message: { content: 'x'.repeat(2001), embeds: [{ title: 't'.repeat(257) }] },
      }),
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { kind: 'invalidInput' } })
    const paths = (error as { data: { issues: { path: string }[] } }).data.issues.map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['content', 'embeds[0].title']))
    expect(h.emu.control.journal()).toEqual([])
  })

  it('gives each problem its phrase, so the page lists them in its language (issue 25)', async () => {
    const error = await handlers['message.send'](
      input('message.send', {
        target: { kind: 'url', url: h.demo.webhooks.general.url },
        message: { content: 'x'.repeat(2001), embeds: [{ title: 't'.repeat(257) }] },
      }),
    ).catch((e: unknown) => e)
    // As the page receives it: through the wire's schema, then said in German.
    const wire = rpcErrorSchema.parse((error as RpcError).data)
    const de = createTranslator('de', german as Catalogue)
    const said =
      wire.kind === 'invalidInput' ? wire.issues.map((issue) => [issue.path, saidText(de, issue)]) : []
    expect(Object.fromEntries(said)).toEqual({
      content: expect.stringMatching(/2000/),
      'embeds[0].title': expect.stringMatching(/256/),
    })
    for (const [, text] of said) expect(text).not.toMatch(/must|characters|at most/i)
  })

  it('refuses a URL that is not Discord nor under the API root before anything is sent', async () => {
    const hook = h.demo.webhooks.general
    await expect(
      handlers['message.send'](
        input('message.send', {
          target: { kind: 'url', url: `https://example.com/api/webhooks/${hook.id}/${hook.token}` },
          message: { content: 'x' },
        }),
      ),
    ).rejects.toMatchObject({ data: { kind: 'invalidInput', issues: [{ path: 'target.url' }] } })
    expect(h.emu.control.journal()).toEqual([])
  })

  it('uses the thread_id of a pasted URL', async () => {
    const hook = h.demo.webhooks.forum
    await handlers['message.send'](
      input('message.send', {
        target: { kind: 'url', url: `${hook.url}?thread_id=${h.demo.forumThread}` },
        message: { content: 'in the thread' },
      }),
    )
    expect(h.emu.control.journal({ route: 'executeWebhook' })[0]?.query).toMatchObject({
      thread_id: h.demo.forumThread,
    })
  })

  it('keeps the current attachments when an edit adds a file and says nothing about the old ones', async () => {
    const target = { kind: 'url', url: h.demo.webhooks.general.url }
    const sent = await handlers.engine.send({
      ...input('message.send', { target, message: { content: 'v1' } }),
      files: [{ path: files.txt }],
    })
    const existing = (sent.message as unknown as { attachments: { id: string }[] }).attachments[0]?.id
    const edited = await handlers.engine.edit({
      ...input('message.edit', { target, messageId: sent.message?.id, message: { content: 'v2' } }),
      files: [{ path: files.gif, spoiler: true }],
    })
    const patch = h.emu.control.journal({ route: 'editWebhookMessage' })[0]
    expect(patch?.body).toEqual({
      content: 'v2',
      attachments: [{ id: existing }, { id: 0, filename: 'SPOILER_dance.gif', is_spoiler: true }],
    })
    expect((edited.message as unknown as { attachments: unknown[] }).attachments).toHaveLength(2)
    expect(sentRecords.map((r) => r.action)).toEqual(['send', 'edit'])
  })

  it('deletes and fetches through the same target', async () => {
    const target = { kind: 'url' as const, url: h.demo.webhooks.general.url }
    const sent = await handlers['message.send'](
      input('message.send', { target, message: { content: 'bye' } }),
    )
    const id = sent.message?.id as string
    expect((await handlers['message.fetch']({ target, messageId: id })).message.id).toBe(id)
    expect(await handlers['message.delete']({ target, messageId: id })).toEqual({})
    await expect(handlers['message.fetch']({ target, messageId: id })).rejects.toMatchObject({
      data: { kind: 'discord', status: 404, code: 10008 },
    })
  })

  it('cancels a queued send by operation id and reports rate-limit waits with it', async () => {
    const target = { kind: 'url', url: h.demo.webhooks.general.url }
    h.emu.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: '/webhooks/:id/:token',
      retryAfter: 0.3,
    })
    const first = handlers['message.send'](
      input('message.send', { target, message: { content: 'first' }, operationId: 'op-first' }),
    )
    const second = handlers['message.send'](
      input('message.send', { target, message: { content: 'second' }, operationId: 'op-second' }),
    )
    while (!events.some((e) => e.name === 'rateLimit.onDidWait')) await new Promise((r) => setTimeout(r, 2))
    expect(await handlers['send.cancel']({ operationId: 'op-second' })).toEqual({ cancelled: true })
    await expect(second).rejects.toMatchObject({ data: { kind: 'cancelled' } })
    await first
    expect(await handlers['send.cancel']({ operationId: 'op-first' })).toEqual({ cancelled: false })
    const wait = events.find((e) => e.name === 'rateLimit.onDidWait')
    expect(wait?.payload).toMatchObject({ operationId: 'op-first', reason: 'rateLimited' })
    const secondPhases = events
      .filter((e) => e.name === 'send.onDidProgress' && e.payload.operationId === 'op-second')
      .map((e) => e.payload.phase)
    expect(secondPhases).toEqual(['queued', 'cancelled'])
    const contents = h.emu.control
      .journal({ route: 'executeWebhook' })
      .map((e) => (e.body as { content: string }).content)
    expect(contents).toEqual(['first', 'first'])
  })
})
