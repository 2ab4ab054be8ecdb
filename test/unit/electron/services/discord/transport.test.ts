import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonBody } from '@services/discord/multipart'
import type { RequestBody } from '@services/discord/transport'
import { TransportError, drainAllowanceMs, nodeTransport } from '@services/discord/transport'

// The transport over a loopback socket: the idle timeout, and what a failure says about the request.

let server: http.Server | undefined
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

async function listen(handler: http.RequestListener): Promise<URL> {
  server = http.createServer((req, res) => {
    // A client that gives up resets the socket; that is expected here.
    req.on('error', () => {})
    Promise.resolve(handler(req, res) as unknown).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10/x`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function bigBody(bytes: number): RequestBody {
  const data = Buffer.alloc(bytes, 1)
  return { contentType: 'application/octet-stream', length: bytes, pieces: () => [data] }
}

describe('nodeTransport', () => {
  it('keeps going past the idle timeout while the answer trickles in (not a wall-clock limit)', async () => {
    const url = await listen(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      for (let i = 0; i < 8; i++) {
        res.write('x')
        await sleep(40)
      }
      res.end()
    })
    const started = Date.now()
    const response = await nodeTransport({ method: 'GET', url, headers: {}, idleTimeoutMs: 150 })
    expect(response.body.toString()).toBe('xxxxxxxx')
    expect(Date.now() - started).toBeGreaterThan(150)
  })

  it('keeps uploading past the idle timeout while the server reads slowly', async () => {
    const url = await listen(async (req, res) => {
      let size = 0
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length
        await sleep(4)
      }
      res.end(String(size))
    })
    const progress: number[] = []
    const started = Date.now()
    // About 185 reads of 64 KiB, at least 4 ms apart: the upload takes longer than the idle limit, while
    // the longest pause between flushed writes (the kernel wakes the writer after a large part of its
    // buffer drained) stays well below it.
    const response = await nodeTransport({
      method: 'POST',
      url,
      headers: {},
      body: bigBody(12_000_000),
      idleTimeoutMs: 500,
      onUploadProgress: (sent) => progress.push(sent),
    })
    expect(response.body.toString()).toBe('12000000')
    expect(progress[progress.length - 1]).toBe(12_000_000)
    expect(Date.now() - started).toBeGreaterThan(500)
  })

  it('fails with a timeout when nothing moves, saying the body was complete', async () => {
    const url = await listen(() => {
      // Never answers.
    })
    const error = await nodeTransport({
      method: 'POST',
      url,
      headers: {},
      body: jsonBody({ a: 1 }),
      idleTimeoutMs: 100,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ failure: 'timeout', reachedServer: true, bodyComplete: true })
  })

  it('allows time for a large body still draining from the send buffer', () => {
    expect(drainAllowanceMs(100)).toBe(2)
    expect(drainAllowanceMs(64 * 1024)).toBe(1000)
    expect(drainAllowanceMs(25 * 1024 * 1024)).toBe(128_000)
  })

  it('says nothing reached the server when the connection is refused', async () => {
    const url = new URL('http://127.0.0.1:1/api/v10/x')
    const error = await nodeTransport({
      method: 'POST',
      url,
      headers: {},
      body: jsonBody({}),
      idleTimeoutMs: 1000,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ failure: 'refused', reachedServer: false })
  })

  it('aborts on the signal', async () => {
    const url = await listen(() => {})
    const controller = new AbortController()
    const pending = nodeTransport({
      method: 'GET',
      url,
      headers: {},
      signal: controller.signal,
      idleTimeoutMs: 5000,
    })
    await sleep(20)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ failure: 'aborted' })
  })
})
