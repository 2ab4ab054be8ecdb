import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleRpc } from '@host/rpcHttp'
import type { Envelope } from '@shared/rpc'

// The browser host takes a backup of many megabytes in one RPC body, and still caps every other call.
let server: http.Server
let port: number
const seen: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const method = (req.url ?? '').replace('/rpc/', '')
    void handleRpc(req, res, method, async (name, input): Promise<Envelope> => {
      seen.push(`${name}:${(input as { text: string }).text.length}`)
      return { ok: true, value: {} }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function post(method: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/rpc/${method}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    // The server may answer 413 before reading everything: that is the answer we want.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(413) : reject(error),
    )
    req.end(body)
  })
}

describe('browser host: RPC body sizes', () => {
  const fiveMiB = JSON.stringify({ text: 'x'.repeat(5 * 1024 * 1024) })

  it('takes a 5 MiB backup for backup.inspect and backup.restore', async () => {
    expect(await post('backup.inspect', fiveMiB)).toBe(200)
    expect(await post('backup.restore', fiveMiB)).toBe(200)
    expect(seen).toEqual([`backup.inspect:${5 * 1024 * 1024}`, `backup.restore:${5 * 1024 * 1024}`])
  })

  it('still refuses more than 1 MiB for any other method', async () => {
    expect(await post('drafts.save', fiveMiB)).toBe(413)
  })
})
