import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import type { LogRecord } from '@services/log'
import { setLogSink } from '@services/log'

// Issue 13, defects 6 and 7, on the wire: the JSON check is exact, a second Host header is refused, and
// a caller that goes away mid-request is one debug line, not an error with a stack.

let host: RunningHost
let workDir: string
const logs: LogRecord[] = []

beforeAll(async () => {
  setLogSink((record) => logs.push(record), 'debug')
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-hardening-'))
  const rendererDir = path.join(workDir, 'renderer')
  fs.mkdirSync(rendererDir)
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Herald</title>')
  const config = configFromEnv({
    HERALD_API_BASE: 'http://127.0.0.1:9/api/v10',
    HERALD_DATA_DIR: path.join(workDir, 'data'),
  })
  host = await startHost({ config, rendererDir })
})

afterAll(async () => {
  await host.close()
  setLogSink(() => undefined, 'warn')
  fs.rmSync(workDir, { recursive: true, force: true })
})

beforeEach(() => {
  logs.length = 0
})

/** Writes `text` as is on a fresh connection and resolves with everything the host answered. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(host.port, '127.0.0.1', () => socket.end(text))
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

function call(contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: host.port,
        path: '/rpc/app.info',
        method: 'POST',
        headers: {
          host: `127.0.0.1:${host.port}`,
          'x-herald-token': host.token,
          'content-type': contentType,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end('{}')
  })
}

describe('browser host hardening', () => {
  it('takes application/json with or without parameters, and nothing that merely starts like it', async () => {
    expect(await call('application/json')).toBe(200)
    expect(await call('application/json; charset=utf-8')).toBe(200)
    expect(await call('Application/JSON ;charset=UTF-8')).toBe(200)
    expect(await call('application/jsonp')).toBe(415)
    expect(await call('application/json-patch+json')).toBe(415)
    expect(await call('application/jsonx; charset=utf-8')).toBe(415)
  })

  it('refuses a request with two Host headers, even when both are its own', async () => {
    const own = `127.0.0.1:${host.port}`
    const body = '{}'
    const request = (hosts: string[]) =>
      raw(
        [
          'POST /rpc/app.info HTTP/1.1',
          ...hosts.map((h) => `Host: ${h}`),
          `X-Herald-Token: ${host.token}`,
          'Content-Type: application/json',
          `Content-Length: ${body.length}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      )
    expect(await request([own])).toMatch(/^HTTP\/1\.1 200 /)
    expect(await request([own, 'evil.example'])).toMatch(/^HTTP\/1\.1 (400|403) /)
    expect(await request([own, own])).toMatch(/^HTTP\/1\.1 (400|403) /)
  })

  /** Starts a request whose body never arrives whole, then closes the connection. */
  async function abandon(head: string[], partBody: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(host.port, '127.0.0.1', () => {
        socket.write(
          [...head, `Host: 127.0.0.1:${host.port}`, `X-Herald-Token: ${host.token}`, '', partBody].join(
            '\r\n',
          ),
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 100)
      })
      socket.on('error', reject)
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  it('logs a caller that went away mid-body once, at debug, without a stack', async () => {
    await abandon(
      ['POST /rpc/app.info HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 5000'],
      '{"a":',
    )
    expect(logs.filter((r) => r.level === 'error' || r.level === 'warn')).toEqual([])
    const aborted = logs.filter((r) => r.scope === 'host')
    expect(aborted).toHaveLength(1)
    expect(aborted[0]).toMatchObject({ level: 'debug' })
    expect(aborted[0]?.detail ?? '').not.toMatch(/\n\s+at /)
  })

  it('logs an upload the page abandoned at most at debug', async () => {
    await abandon(
      [
        'POST /stage HTTP/1.1',
        'X-Herald-File-Name: big.bin',
        'Content-Type: application/octet-stream',
        'Content-Length: 100000',
      ],
      'x'.repeat(1000),
    )
    expect(logs.filter((r) => r.level !== 'debug')).toEqual([])
  })

  it('opens the browser with a one-time launch link: the token is never on a command line', async () => {
    expect(host.launchUrl).toMatch(new RegExp(`^${host.origin}/launch/[\\w-]{43}$`))
    expect(host.launchUrl).not.toContain(host.token)
    const launchPath = new URL(host.launchUrl).pathname
    const get = (path: string, hostHeader = `127.0.0.1:${host.port}`) =>
      raw(`GET ${path} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`)
    expect(await get('/launch/' + 'A'.repeat(43))).toMatch(/^HTTP\/1\.1 404 /)
    expect(await get(launchPath, 'evil.example')).toMatch(/^HTTP\/1\.1 403 /)
    const first = await get(launchPath)
    expect(first).toMatch(/^HTTP\/1\.1 303 /)
    expect(first).toMatch(new RegExp(`\r\nLocation: /#token=${host.token}\r\n`, 'i'))
    expect(first).toMatch(/\r\nCache-Control: no-store\r\n/i)
    const again = await get(launchPath)
    expect(again).toMatch(/^HTTP\/1\.1 410 /)
    expect(again).not.toContain(host.token)
  })
})
