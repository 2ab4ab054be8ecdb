import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import { pageCsp } from '@services/csp'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A raw request, so the test controls Host and the path exactly as sent (fetch would normalise both). */
function request(
  port: number,
  options: { path?: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path ?? '/',
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

let host: RunningHost
let workDir: string

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-host-'))
  const rendererDir = path.join(workDir, 'renderer')
  fs.mkdirSync(path.join(rendererDir, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Herald</title>')
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'export {}')
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.css'), 'body{}')
  fs.writeFileSync(path.join(workDir, 'secret.txt'), 'outside the renderer')
  fs.symlinkSync(path.join(workDir, 'secret.txt'), path.join(rendererDir, 'link.txt'))
  const config = configFromEnv({
    HERALD_API_BASE: 'http://127.0.0.1:9/api/v10',
    HERALD_DATA_DIR: path.join(workDir, 'data'),
  })
  host = await startHost({ config, rendererDir })
})

afterAll(async () => {
  await host.close()
  fs.rmSync(workDir, { recursive: true, force: true })
})

const own = () => ({ host: `127.0.0.1:${host.port}` })
const rpc = (headers: Record<string, string>) =>
  request(host.port, {
    path: '/rpc/app.info',
    method: 'POST',
    headers: { 'content-type': 'application/json', ...own(), ...headers },
    body: '{}',
  })

describe('browser host', () => {
  it('prints a loopback URL that carries the token in the fragment', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/#token=${host.token}`)
  })

  it('answers 401 to a call without the token or with a wrong one', async () => {
    expect((await rpc({})).status).toBe(401)
    expect((await rpc({ 'x-herald-token': 'A'.repeat(43) })).status).toBe(401)
    const events = await request(host.port, { path: '/events', headers: own() })
    expect(events.status).toBe(401)
    const wrong = await request(host.port, {
      path: '/events',
      // One character off, same length: only the constant-time comparison tells them apart.
      headers: {
        ...own(),
        'x-herald-token': host.token.slice(0, -1) + (host.token.endsWith('A') ? 'B' : 'A'),
      },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers['content-type']).toBe('text/plain; charset=utf-8')
  })

  it('answers 200 with the Envelope when the token is right', async () => {
    const answer = await rpc({ 'x-herald-token': host.token })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: true,
      value: { shell: 'browser', apiBase: 'http://127.0.0.1:9/api/v10' },
    })
  })

  it('answers 403 to a foreign Host even with the token (DNS rebinding)', async () => {
    const answer = await rpc({ 'x-herald-token': host.token, host: `evil.example:${host.port}` })
    expect(answer.status).toBe(403)
    expect((await request(host.port, { headers: { host: 'evil.example' } })).status).toBe(403)
  })

  it('answers 403 to a foreign Origin even with the token', async () => {
    const answer = await rpc({ 'x-herald-token': host.token, origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
    const events = await request(host.port, {
      path: '/events',
      headers: { ...own(), 'x-herald-token': host.token, origin: 'https://evil.example' },
    })
    expect(events.status).toBe(403)
    const page = await request(host.port, { headers: { ...own(), origin: 'https://evil.example' } })
    expect(page.status).toBe(403)
  })

  it('accepts localhost as well as 127.0.0.1 when Host and Origin agree', async () => {
    const name = `localhost:${host.port}`
    const answer = await rpc({ 'x-herald-token': host.token, host: name, origin: `http://${name}` })
    expect(answer.status).toBe(200)
  })

  it('answers a bad body and an unknown method as errors in the Envelope', async () => {
    const headers = { 'content-type': 'application/json', 'x-herald-token': host.token, ...own() }
    const bad = await request(host.port, { path: '/rpc/app.info', method: 'POST', headers, body: '{nope' })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { kind: 'invalidInput' } })
    const unknown = await request(host.port, {
      path: '/rpc/app.nothing',
      method: 'POST',
      headers,
      body: '{}',
    })
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { kind: 'invalidInput' } })
  })

  it('refuses a call that is not JSON, which a cross-site form could send without a preflight', async () => {
    const answer = await rpc({ 'x-herald-token': host.token, 'content-type': 'text/plain' })
    expect(answer.status).toBe(415)
  })

  it('serves the page with its content type and CSP, no token needed', async () => {
    const page = await request(host.port, { headers: own() })
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['content-security-policy']).toBe(pageCsp)
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    const script = await request(host.port, { path: '/assets/app.js', headers: own() })
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    const style = await request(host.port, { path: '/assets/app.css', headers: own() })
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('lists no directories and refuses paths and links that leave the renderer folder', async () => {
    expect((await request(host.port, { path: '/assets/', headers: own() })).status).toBe(404)
    expect((await request(host.port, { path: '/assets', headers: own() })).status).toBe(404)
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/link.txt',
    ]) {
      const answer = await request(host.port, { path: attempt, headers: own() })
      expect(answer.status, attempt).toBe(404)
      expect(answer.body).not.toContain('outside the renderer')
    }
  })

  it('opens an event stream for a caller with the token', async () => {
    const first = await new Promise<{ status: number; type: string | undefined; text: string }>(
      (resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port: host.port,
            path: '/events',
            headers: { ...own(), 'x-herald-token': host.token },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve({
                status: res.statusCode ?? 0,
                type: res.headers['content-type'],
                text: chunk.toString(),
              })
              req.destroy()
            })
          },
        )
        req.on('error', reject)
      },
    )
    expect(first.status).toBe(200)
    expect(first.type).toBe('text/event-stream; charset=utf-8')
    expect(first.text).toContain(': connected')
  })
})
