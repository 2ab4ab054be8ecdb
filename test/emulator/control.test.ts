import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startEmulator, type Emulator } from './index'
import { isLoopback } from './http'
import { call, obj, start } from './testkit'

let emu: Emulator
beforeAll(async () => {
  ;({ emu } = await start())
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

const hook = () => emu.demo.webhooks.general
const EXECUTE = '/webhooks/:id/:token'

describe('request journal', () => {
  it('records method, path, query, headers, parsed body and the answer', async () => {
    await call(`${hook().url}?wait=true&thread_id=`, {
      json: { content: 'journal me' },
      headers: { 'user-agent': 'DiscordBot (herald, 0.1)' },
    })
    const [entry] = emu.control.journal()
    expect(entry).toMatchObject({
      method: 'POST',
      path: `/api/v10/webhooks/${hook().id}/${hook().token}`,
      route: 'executeWebhook',
      query: { wait: 'true', thread_id: '' },
      body: { content: 'journal me' },
      files: [],
      fault: null,
    })
    expect(entry?.headers['user-agent']).toBe('DiscordBot (herald, 0.1)')
    expect(entry?.status).toBe(400)
  })

  it('filters by seq and route, over HTTP too, and clears', async () => {
    await call(hook().url)
    await call(`${hook().url}?wait=true`, { json: { content: 'x' } })
    const all = emu.control.journal()
    expect(all.map((e) => e.route)).toEqual(['getWebhookWithToken', 'executeWebhook'])
    expect(emu.control.journal({ since: all[0]?.seq })).toHaveLength(1)
    const http = await call(`${emu.url}/__emulator/journal?route=executeWebhook`)
    expect((http.body as unknown[]).length).toBe(1)
    await call(`${emu.url}/__emulator/journal`, { method: 'DELETE' })
    expect(emu.control.journal()).toEqual([])
  })
})

describe('fault injection', () => {
  it('answers an injected status a set number of times after skipping some', async () => {
    emu.control.injectFault({ kind: 'status', method: 'POST', path: EXECUTE, status: 502, skip: 1, count: 2 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call(hook().url, { json: { content: 'x' } })).status)
    expect(statuses).toEqual([204, 502, 502, 204])
    expect(emu.control.faults()).toEqual([])
    expect(emu.control.journal().map((e) => e.fault)).toEqual([null, 'status', 'status', null])
  })

  it('uses a default 500 body and custom bodies and only matches its method and path', async () => {
    emu.control.injectFault({ kind: 'status', path: EXECUTE })
    const r = await call(hook().url, { json: { content: 'x' } })
    expect(r.status).toBe(500)
    expect(r.body).toEqual({ message: '500: Internal Server Error', code: 0 })
    emu.control.injectFault({
      kind: 'status',
      method: 'GET',
      path: '/webhooks/*',
      status: 404,
      body: { message: 'Unknown Webhook', code: 10015 },
    })
    expect((await call(hook().url, { json: { content: 'x' } })).status).toBe(204)
    expect((await call(hook().url)).body).toEqual({ message: 'Unknown Webhook', code: 10015 })
  })

  it('storms 429s with retry_after, Retry-After and optional global flag', async () => {
    emu.control.injectFault({ kind: 'rateLimit', path: EXECUTE, count: 2, retryAfter: 0.25 })
    emu.control.injectFault({
      kind: 'rateLimit',
      path: '/channels/:id/webhooks',
      global: true,
      retryAfter: 3,
    })
    const first = await call(hook().url, { json: { content: 'x' } })
    expect(first.status).toBe(429)
    expect(first.body).toEqual({ message: 'You are being rate limited.', retry_after: 0.25, global: false })
    expect(first.headers.get('retry-after')).toBe('1')
    expect((await call(hook().url, { json: { content: 'x' } })).status).toBe(429)
    expect((await call(hook().url, { json: { content: 'x' } })).status).toBe(204)
    const global = await call(`${emu.apiBase}/channels/${emu.demo.channels.general}/webhooks`)
    expect(global.headers.get('x-ratelimit-global')).toBe('true')
    expect(obj(global).global).toBe(true)
  })

  it('delays an answer and still processes the request', async () => {
    emu.control.injectFault({ kind: 'delay', path: EXECUTE, delayMs: 60 })
    const before = performance.now()
    expect((await call(`${hook().url}?wait=true`, { json: { content: 'late' } })).status).toBe(200)
    expect(performance.now() - before).toBeGreaterThanOrEqual(55)
  })

  it('hangs until the client gives up', async () => {
    emu.control.injectFault({ kind: 'hang', path: EXECUTE })
    const aborted = fetch(hook().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"content":"x"}',
      signal: AbortSignal.timeout(150),
    })
    await expect(aborted).rejects.toThrow()
    expect(emu.control.messages()).toEqual([])
    expect(emu.control.journal()[0]?.fault).toBe('hang')
  })

  it('resets the connection before the body (nothing stored) or after it (message stored)', async () => {
    emu.control.injectFault({ kind: 'resetBeforeBody', path: EXECUTE })
    await expect(
      fetch(`${hook().url}?wait=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"content":"a"}',
      }),
    ).rejects.toThrow()
    expect(emu.control.messages()).toEqual([])
    emu.control.injectFault({ kind: 'resetAfterBody', path: EXECUTE })
    await expect(
      fetch(`${hook().url}?wait=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"content":"b"}',
      }),
    ).rejects.toThrow()
    expect(emu.control.messages().map((m) => m.content)).toEqual(['b'])
    expect(emu.control.journal().map((e) => e.fault)).toEqual(['resetBeforeBody', 'resetAfterBody'])
  })

  it('answers malformed JSON after processing the request', async () => {
    emu.control.injectFault({ kind: 'malformedJson', path: EXECUTE })
    const res = await fetch(`${hook().url}?wait=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"content":"c"}',
    })
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow()
    expect(emu.control.messages()).toHaveLength(1)
  })

  it('answers a status after storing the message when the status fault says process: true', async () => {
    emu.control.injectFault({ kind: 'status', path: EXECUTE, status: 500, process: true })
    const res = await call(`${hook().url}?wait=true`, { json: { content: 'there after all' } })
    expect(res.status).toBe(500)
    expect(emu.control.messages().map((m) => m.content)).toEqual(['there after all'])
    emu.control.injectFault({ kind: 'status', path: EXECUTE, status: 500 })
    expect((await call(`${hook().url}?wait=true`, { json: { content: 'not stored' } })).status).toBe(500)
    expect(emu.control.messages()).toHaveLength(1)
    expect(emu.control.journal().map((e) => [e.fault, e.status])).toEqual([
      ['status', 500],
      ['status', 500],
    ])
  })

  it('is injectable, listable and removable over HTTP', async () => {
    const added = obj(
      await call(`${emu.url}/__emulator/faults`, {
        json: { kind: 'status', path: EXECUTE, status: 503, count: 5 },
      }),
    )
    expect((await call(`${emu.url}/__emulator/faults`)).body).toMatchObject([{ id: added.id, status: 503 }])
    expect((await call(hook().url, { json: { content: 'x' } })).status).toBe(503)
    await call(`${emu.url}/__emulator/faults/${added.id}`, { method: 'DELETE' })
    expect((await call(hook().url, { json: { content: 'x' } })).status).toBe(204)
  })
})

describe('state', () => {
  it('snapshots to a file and loads it back, attachments included', async () => {
    const fd = new FormData()
    fd.set('payload_json', JSON.stringify({ content: 'keep me' }))
    fd.set('files[0]', new Blob(['bytes']), 'a.txt')
    const m = obj(await call(`${hook().url}?wait=true`, { body: fd }))
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'herald-emu-')), 'snap.json')
    const snap = obj(await call(`${emu.url}/__emulator/snapshot`, { json: { path: file } }))
    expect(snap.messages).toHaveLength(1)
    emu.control.reset()
    expect((await call(`${hook().url}/messages/${m.id}`)).status).toBe(404)
    expect((await call(`${emu.url}/__emulator/load`, { json: { path: file } })).status).toBe(204)
    expect(obj(await call(`${hook().url}/messages/${m.id}`)).content).toBe('keep me')
    expect(await (await fetch(m.attachments[0].url)).text()).toBe('bytes')
  })

  it('resets to the same deterministic demo credentials and can reseed empty', async () => {
    const before = structuredClone(emu.demo)
    const reset = obj(await call(`${emu.url}/__emulator/reset`, { method: 'POST' }))
    expect(reset.application).toEqual(before.application)
    const other = await startEmulator({ rateModel: { enabled: false } })
    expect(other.demo.webhooks.general.token).toBe(before.webhooks.general.token)
    await other.close()
    emu.control.seed('empty')
    expect((await call(hook().url)).status).toBe(404)
    emu.control.seed('demo')
    expect((await call(hook().url)).status).toBe(200)
  })

  it('moves the clock forward over HTTP', async () => {
    const now = emu.control.now()
    const r = obj(await call(`${emu.url}/__emulator/clock`, { json: { advanceMs: 1000 } }))
    expect(r.now).toBe(now + 1000)
  })

  it('answers 404 for unknown control routes and serves health and demo', async () => {
    expect((await call(`${emu.url}/__emulator/nope`)).status).toBe(404)
    expect(obj(await call(`${emu.url}/__emulator/health`)).ok).toBe(true)
    expect(obj(await call(`${emu.url}/__emulator/demo`)).guild.name).toBe('Herald Sandbox')
  })
})

describe('loopback only', () => {
  it('listens on 127.0.0.1 alone: the machine’s other addresses refuse the connection', async () => {
    const port = new URL(emu.url).port
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((info) => info && !info.internal && info.family === 'IPv4')
      .map((info) => info?.address as string)
    for (const address of others) {
      await expect(fetch(`http://${address}:${port}/__emulator/health`), address).rejects.toThrow()
    }
    expect((await call(`${emu.url}/__emulator/health`)).status).toBe(200)
  })

  it('serves the control API to loopback peers only', () => {
    for (const peer of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(peer), peer).toBe(true)
    for (const peer of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', undefined])
      expect(isLoopback(peer), String(peer)).toBe(false)
  })
})

describe('startEmulator and the CLI', () => {
  it('starts empty when asked', async () => {
    const empty = await startEmulator({ seed: 'empty' })
    expect(empty.apiBase).toBe(`${empty.url}/api/v10`)
    expect(empty.authBase).toBe(`${empty.url}/api`)
    expect(obj(await call(empty.demo.webhooks.general.url)).code).toBe(10015)
    await empty.close()
  })

  it('prints the base URLs, the credentials and every seeded webhook’s execution URL on the asked port', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const probe = await startEmulator({ seed: 'empty' })
    const port = Number(new URL(probe.url).port)
    await probe.close()
    const child = spawn(
      process.execPath, // node with tsx's loader, as below: the exit code is the emulator's own
      ['--import', 'tsx', 'test/emulator/cli.ts', '--port', String(port)],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    let text = ''
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        if (text.includes('Ctrl+C to stop.')) resolve()
      }),
    )
    try {
      const base = `http://127.0.0.1:${port}`
      expect(text).toContain(`Discord API emulator listening on ${base}`)
      expect(text).toContain(`HERALD_API_BASE=${base}/api/v10`)
      expect(text).toContain(`HERALD_AUTH_BASE=${base}/api`)
      const app = emu.demo.application
      for (const secret of [app.id, app.clientSecret, app.botToken, app.redirectUri])
        expect(text).toContain(secret)
      const urls = text.match(/http:\/\/127\.0\.0\.1:\d+\/api\/v10\/webhooks\/\d+\/[\w-]{68}/g) ?? []
      expect(urls).toHaveLength(Object.keys(emu.demo.webhooks).length)
      for (const url of urls) {
        // The token route answers the webhook itself: the printed URL is one the app can use.
        expect(obj(await call(url)).url, url).toBe(url)
      }
    } finally {
      child.kill('SIGINT')
    }
    expect(await exited).toBe(0)
  })

  it('prints one JSON line with --json and exits cleanly on SIGTERM', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const child = spawn(
      // One process (node with tsx's loader), not the tsx wrapper, which relays signals to a child and
      // kills it itself when the child is slow to answer: the exit code would then be tsx's, not ours.
      process.execPath,
      ['--import', 'tsx', 'test/emulator/cli.ts', '--port', '0', '--json'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: child.stdout }).once('line', resolve),
    )
    const info = JSON.parse(line)
    expect(Object.keys(info).sort()).toEqual(['apiBase', 'authBase', 'demo', 'url'])
    expect(info.demo.webhooks.general.url).toBe(
      `${info.apiBase}/webhooks/${info.demo.webhooks.general.id}/${info.demo.webhooks.general.token}`,
    )
    expect(
      (await call(`${info.demo.webhooks.general.url}?wait=true`, { json: { content: 'from the CLI test' } }))
        .status,
    ).toBe(200)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
