import { createReadStream } from 'node:fs'
import http from 'node:http'
import https from 'node:https'

/**
 * One HTTP exchange over node:http(s), with what the failure policy needs to know: whether any byte
 * may have reached the server and whether the whole body was written. fetch hides both (and only
 * offers a wall-clock timeout), which is why the engine speaks HTTP itself.
 */

/** A piece of a request body: bytes in memory, or a file streamed from disk (never read whole). */
export type BodyPiece = Buffer | { path: string; size: number }

export type RequestBody = {
  contentType: string
  /** Exact byte length, sent as Content-Length so Discord never sees a chunked upload. */
  length: number
  /** Creates the pieces afresh: a retry streams the files again from the start. */
  pieces(): BodyPiece[]
}

export type TransportRequest = {
  method: string
  url: URL
  headers: Record<string, string>
  body?: RequestBody
  signal?: AbortSignal
  /** Fails the exchange when no byte moves in either direction for this long (not a wall-clock limit). */
  idleTimeoutMs: number
  onUploadProgress?(sentBytes: number, totalBytes: number): void
}

export type TransportResponse = {
  status: number
  /** Lower-case header names. */
  headers: Record<string, string>
  body: Buffer
}

export type TransportFailure = 'refused' | 'reset' | 'timeout' | 'aborted' | 'other'

export class TransportError extends Error {
  constructor(
    message: string,
    readonly failure: TransportFailure,
    /** False only when the connection never opened: nothing can have reached the server. */
    readonly reachedServer: boolean,
    /** True when every byte of the body was handed to the socket: Discord may have processed it. */
    readonly bodyComplete: boolean,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>

/**
 * Written 256 KiB at a time: each flushed chunk reports progress (a 1.5 MB file still shows six steps)
 * and proves the upload is moving, so a slow reader never looks idle. Writes are pipelined, IN_FLIGHT at
 * a time (writeBody).
 */
const CHUNK = 256 * 1024
const IN_FLIGHT = 8
/** Files are read 1 MiB at a time (few trips to the thread pool) and written in CHUNK slices of it. */
const READ_SIZE = 1024 * 1024

// Keep-alive is off on purpose: a reset on a reused idle socket is the classic way a client cannot
// tell whether a POST was processed. A fresh connection per request keeps that question answerable.
const agents = {
  'http:': new http.Agent({ keepAlive: false }),
  'https:': new https.Agent({ keepAlive: false }),
}

export const nodeTransport: Transport = (request) =>
  new Promise<TransportResponse>((resolve, reject) => {
    const { url, body, signal } = request
    const isHttps = url.protocol === 'https:'
    const headers: Record<string, string> = { ...request.headers }
    if (body) {
      headers['Content-Type'] = body.contentType
      headers['Content-Length'] = String(body.length)
    }
    const req = (isHttps ? https : http).request(url, {
      method: request.method,
      headers,
      agent: isHttps ? agents['https:'] : agents['http:'],
    })

    let connected = false
    let bodyComplete = !body
    let settled = false
    let timer: NodeJS.Timeout | undefined

    const fail = (message: string, failure: TransportFailure) => {
      if (settled) return
      settled = true
      cleanup()
      req.destroy()
      reject(new TransportError(message, failure, connected, bodyComplete))
    }
    const touch = (extraMs = 0) => {
      if (timer) clearTimeout(timer)
      timer = setTimeout(
        () => fail(`no data moved for ${request.idleTimeoutMs + extraMs} ms`, 'timeout'),
        request.idleTimeoutMs + extraMs,
      )
    }
    const onAbort = () => fail('cancelled', 'aborted')
    const cleanup = () => {
      if (timer) clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }

    if (signal?.aborted) return fail('cancelled', 'aborted')
    signal?.addEventListener('abort', onAbort, { once: true })
    touch()

    req.on('socket', (socket) => {
      const onConnect = () => {
        connected = true
        touch()
      }
      if (!socket.connecting) onConnect()
      else socket.once(isHttps ? 'secureConnect' : 'connect', onConnect)
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? ''
      if (
        !connected &&
        ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code)
      ) {
        fail(`connection refused (${code})`, 'refused')
      } else if (code === 'ECONNRESET' || code === 'EPIPE' || /hang up/i.test(error.message)) {
        fail(`connection reset (${code || 'socket hang up'})`, 'reset')
      } else {
        fail(`connection failed (${code || error.message})`, 'other')
      }
    })
    req.on('response', (res) => {
      touch()
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        touch()
        chunks.push(chunk)
      })
      res.on('error', () => fail('connection reset while reading the answer', 'reset'))
      res.on('aborted', () => fail('connection reset while reading the answer', 'reset'))
      res.on('end', () => {
        if (settled) return
        settled = true
        cleanup()
        const out: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
        }
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) })
      })
    })

    if (!body) {
      req.end()
      return
    }
    writeBody(req, body, (sent) => {
      touch()
      request.onUploadProgress?.(sent, body.length)
    }).then(
      () => {
        bodyComplete = true
        touch(drainAllowanceMs(body.length))
      },
      (error: Error) => fail(error.message, 'other'),
    )
  })

/**
 * "Written" means handed to the kernel, whose send buffer (megabytes with autotuning) may still be
 * draining over a slow uplink after the last write returns; no byte visibly moves meanwhile. So after
 * the body is complete the idle limit grows by the time the buffered tail needs at a slow 64 KiB/s.
 */
export function drainAllowanceMs(length: number): number {
  const buffered = Math.min(length, 8 * 1024 * 1024)
  return Math.ceil((buffered / (64 * 1024)) * 1000)
}

/**
 * Writes every piece in order and reports bytes as they are flushed. Up to IN_FLIGHT chunks are handed
 * to the request before the oldest one's flush is awaited: the socket always has the next chunk queued
 * (awaiting every write before the next left it idle and made an upload 2.5 times slower than curl),
 * and memory holds at most IN_FLIGHT chunks.
 */
async function writeBody(req: http.ClientRequest, body: RequestBody, progress: (sent: number) => void) {
  let sent = 0
  const inFlight: Promise<void>[] = []
  const write = async (chunk: Buffer) => {
    if (req.destroyed) throw new Error('The request was closed.')
    const flushed = new Promise<void>((resolve, reject) => {
      req.write(chunk, (error) => {
        if (error) return reject(error)
        sent += chunk.length
        progress(sent)
        resolve()
      })
    })
    // A failed write also fails the request itself; this only keeps an unawaited rejection quiet.
    flushed.catch(() => {})
    inFlight.push(flushed)
    if (inFlight.length >= IN_FLIGHT) await inFlight.shift()
  }
  for (const piece of body.pieces()) {
    if (Buffer.isBuffer(piece)) {
      for (let at = 0; at < piece.length; at += CHUNK) await write(piece.subarray(at, at + CHUNK))
      continue
    }
    let read = 0
    for await (const chunk of createReadStream(piece.path, {
      highWaterMark: READ_SIZE,
    }) as AsyncIterable<Buffer>) {
      read += chunk.length
      // Content-Length was computed from the size at stat time; a file that grew would corrupt the form.
      if (read > piece.size) throw new Error(`A file changed while it was being sent: ${piece.path}`)
      for (let at = 0; at < chunk.length; at += CHUNK) await write(chunk.subarray(at, at + CHUNK))
    }
    if (read !== piece.size) throw new Error(`A file changed while it was being sent: ${piece.path}`)
  }
  await Promise.all(inFlight)
  await new Promise<void>((resolve) => req.end(resolve))
}
