import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { dataFiles, secretForms } from '../../support/secretScan'

// Staging through the browser host as the page uses it: raw bytes to POST /stage behind the origin and
// token checks, handles in message.send, previews from GET /staged/<handle>. Real loopback sockets.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

const FILE_LIMIT = 64 * 1024
const COUNT_LIMIT = 6

let emu: Emulator
let host: RunningHost
let workDir: string
let dataDir: string

beforeAll(async () => {
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-staging-'))
  dataDir = path.join(workDir, 'data')
  const rendererDir = path.join(workDir, 'renderer')
  fs.mkdirSync(rendererDir)
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Herald</title>')
  host = await startHost({
    config: configFromEnv({
      HERALD_API_BASE: emu.apiBase,
      HERALD_AUTH_BASE: emu.authBase,
      HERALD_DATA_DIR: dataDir,
    }),
    rendererDir,
    passphrase: 'staging passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    stagingLimits: { fileBytes: FILE_LIMIT, count: COUNT_LIMIT },
  })
})

afterAll(async () => {
  await host?.close()
  await emu?.close()
  fs.rmSync(workDir, { recursive: true, force: true })
})

beforeEach(async () => {
  emu.control.clearJournal()
  // Each test starts with nothing staged, so the count cap is the test's own.
  await rpc('files.discard', { handles: stagedHandles() })
})

/** A raw request, so the test controls every header and can stream a body of any length. */
function request(options: {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  chunks?: Buffer[]
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: host.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${host.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    // The host may answer and close before a too-large body is fully written.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk)
      req.end()
    } else req.end(options.body)
  })
}

const token = () => ({ 'x-herald-token': host.token })

function stage(name: string, bytes: Buffer | string, headers: Record<string, string> = token()) {
  return request({
    path: '/stage',
    method: 'POST',
    headers: { 'x-herald-file-name': encodeURIComponent(name), 'content-type': 'image/png', ...headers },
    body: bytes,
  })
}

async function staged(
  name: string,
  bytes: Buffer | string,
): Promise<{ handle: string; name: string; size: number }> {
  const answer = await stage(name, bytes)
  const envelope = JSON.parse(answer.body.toString()) as {
    ok: boolean
    value: { handle: string; name: string; size: number }
  }
  if (!envelope.ok) throw new Error(`staging failed: ${answer.body.toString()}`)
  return envelope.value
}

async function rpc<T = Record<string, unknown>>(
  method: string,
  input: unknown,
): Promise<{
  ok: boolean
  value: T
  error: { kind: string; message: string; issues: { path: string; message: string }[] }
}> {
  const answer = await request({
    path: `/rpc/${method}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...token() },
    body: JSON.stringify(input),
  })
  return JSON.parse(answer.body.toString()) as never
}

const stagedDir = () => path.join(dataDir, 'staged')
function stagedHandles(): string[] {
  if (!fs.existsSync(stagedDir())) return []
  return fs
    .readdirSync(stagedDir())
    .filter((name) => name.endsWith('.bin'))
    .map((name) => name.slice(0, 32))
}

describe('POST /stage', () => {
  it('refuses a request without the token (401) and from a foreign origin (403)', async () => {
    expect((await stage('a.png', 'x', {})).status).toBe(401)
    expect((await stage('a.png', 'x', { ...token(), origin: 'http://evil.example' })).status).toBe(403)
    expect(stagedHandles()).toEqual([])
  })

  it('stores the bytes under a fresh handle, the name as a basename only, with 0600 files in a 0700 folder', async () => {
    const info = await staged('../../vault.json', 'not the vault')
    expect(info).toMatchObject({ name: 'vault.json', size: 13 })
    expect(info.handle).toMatch(/^[a-f0-9]{32}$/)
    expect(fs.readFileSync(path.join(stagedDir(), `${info.handle}.bin`), 'utf8')).toBe('not the vault')
    expect(fs.existsSync(path.join(dataDir, 'vault.json.bin'))).toBe(false)
    expect(fs.statSync(stagedDir()).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(stagedDir(), `${info.handle}.bin`)).mode & 0o777).toBe(0o600)
    const windows = await staged('C:\\Users\\me\\cat.png', 'meow')
    expect(windows.name).toBe('cat.png')
  })

  it('answers 413 over the per-file cap, declared or streamed, and leaves no partial file', async () => {
    const declared = await stage('big.bin', Buffer.alloc(FILE_LIMIT + 1, 1))
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body.toString())).toMatchObject({ ok: false, error: { kind: 'invalidInput' } })
    // Chunked: no Content-Length, so the cap is found while the bytes are written.
    const streamed = await request({
      path: '/stage',
      method: 'POST',
      headers: { ...token(), 'x-herald-file-name': 'big.bin', 'transfer-encoding': 'chunked' },
      chunks: [Buffer.alloc(FILE_LIMIT / 2, 1), Buffer.alloc(FILE_LIMIT / 2, 2), Buffer.alloc(10, 3)],
    })
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.body.toString()).error.message).toMatch(/larger than 0.1 MiB/)
    expect(fs.readdirSync(stagedDir())).toEqual([])
  })

  it('refuses a file past the count cap with a message that says what to do', async () => {
    for (let i = 0; i < COUNT_LIMIT; i++) await staged(`f${i}.txt`, `${i}`)
    const refused = await stage('one-more.txt', 'x')
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body.toString()).error.message).toMatch(/holds 6 attached files already/)
    expect(stagedHandles()).toHaveLength(COUNT_LIMIT)
  })
})

describe('GET /staged/<handle>', () => {
  it('serves the bytes with their type, nosniff, a sandbox CSP and no caching', async () => {
    const png = crypto.randomBytes(100)
    const info = await staged('banner.png', png)
    const answer = await request({ path: `/staged/${info.handle}`, headers: token() })
    expect(answer.status).toBe(200)
    expect(answer.body.equals(png)).toBe(true)
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'no-store',
    })
    expect((await request({ path: `/staged/${info.handle}` })).status).toBe(401)
  })

  it('answers 404 for anything but a staged handle, never a path', async () => {
    for (const bad of ['nothex', '..%2F..%2Fvault.json', `${'a'.repeat(32)}`, `${'a'.repeat(31)}/../x`]) {
      expect((await request({ path: `/staged/${bad}`, headers: token() })).status).toBe(404)
    }
  })
})

describe('sends name staged handles, never paths', () => {
  const target = () => ({ kind: 'url', url: emu.demo.webhooks.general.url })

  it('A test asks the host to stage or send a path the user never picked and is refused', async () => {
    const byPath = await rpc('message.send', {
      target: target(),
      message: { content: 'exfiltrate' },
      files: [{ path: path.join(dataDir, 'vault.json') }],
    })
    expect(byPath.ok).toBe(false)
    expect(byPath.error.kind).toBe('invalidInput')
    expect(byPath.error.issues.map((issue) => issue.path)).toContain('files[0].handle')

    const never = await rpc('message.send', {
      target: target(),
      message: { content: 'exfiltrate' },
      files: [{ handle: crypto.randomBytes(16).toString('hex') }],
    })
    expect(never.ok).toBe(false)
    expect(never.error).toMatchObject({
      kind: 'invalidInput',
      issues: [{ path: 'files[0]', message: 'This file is no longer staged; attach it again.' }],
    })
    // Staging takes bytes only: a name that is a path stays a name, and no file outside staged/ is read.
    const asName = await staged(path.join(dataDir, 'vault.json'), 'typed by the page')
    expect(asName.name).toBe('vault.json')
    expect(emu.control.journal()).toEqual([])
  })

  it('uploads two staged files once, with the embed’s attachment:// reference', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const image = await staged('banner.png', png)
    const notes = await staged('notes.txt', 'Release notes\n')
    const sent = await rpc<{
      message: { attachments: { filename: string }[]; embeds: { image?: { url: string } }[] }
    }>('message.send', {
      target: target(),
      message: { content: 'files', embeds: [{ title: 'Banner', image: { url: 'attachment://banner.png' } }] },
      files: [{ handle: image.handle }, { handle: notes.handle, description: 'The notes' }],
    })
    expect(sent.ok).toBe(true)
    const posts = emu.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]!.files.map((file) => [file.filename, file.size])).toEqual([
      ['banner.png', png.length],
      ['notes.txt', 14],
    ])
    expect(sent.value.message.embeds[0]?.image?.url).toMatch(/banner\.png$/)
  })

  it('sends to a sealed URL, and no file in the data folder holds the token in any encoding', async () => {
    const hook = emu.demo.webhooks.news
    const sealed = await rpc<{ target: { kind: 'sealed'; ref: string; maskedUrl: string } }>(
      'drafts.sealUrl',
      {
        url: hook.url,
      },
    )
    expect(sealed.value.target.maskedUrl).toBe(`…/webhooks/${hook.id}/••••${hook.token.slice(-4)}`)
    const created = await rpc<{ draft: Record<string, unknown> }>('drafts.create', {
      name: 'Sealed',
      targets: [sealed.value.target],
    })
    expect(created.ok).toBe(true)
    const sent = await rpc('message.send', {
      target: { kind: 'sealed', ref: sealed.value.target.ref },
      message: { content: 'through the vault' },
    })
    expect(sent.ok).toBe(true)
    expect(emu.control.journal({ route: 'executeWebhook' })[0]?.path).toContain(`/webhooks/${hook.id}/`)
    const files = dataFiles(dataDir)
    expect([...files.keys()].some((file) => file.startsWith('drafts'))).toBe(true)
    for (const [file, bytes] of files) {
      for (const form of secretForms(hook.token)) {
        expect(bytes.includes(form), `${file} holds the token (${form.slice(0, 6)}…)`).toBe(false)
      }
    }
  })
})
