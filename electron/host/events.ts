import type { IncomingMessage, ServerResponse } from 'node:http'
import type { EventHub } from '@shared/rpc'
import { commonHeaders } from './headers'
import { plain } from './staticFiles'

/** Proxies and idle timers drop silent connections; a comment line every so often keeps ours open. */
const HEARTBEAT_MS = 15_000

/**
 * GET /events: every contract event as Server-Sent Events (`event: <name>` + `data: <json>`). Returns
 * the function that ends the stream, so the host can close it on shutdown.
 */
export function handleEvents(
  req: IncomingMessage,
  res: ServerResponse,
  hub: EventHub,
): (() => void) | undefined {
  if (req.method !== 'GET') {
    plain(res, 405, 'Use GET.')
    return undefined
  }
  res.writeHead(200, {
    ...commonHeaders,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  })
  res.write(': connected\n\n')
  const unsubscribe = hub.subscribe((name, payload) => {
    res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`)
  })
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    clearInterval(heartbeat)
    unsubscribe()
    res.end()
  }
  req.on('close', end)
  return end
}
