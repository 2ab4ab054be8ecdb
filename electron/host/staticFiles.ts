import fs from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pageCsp } from '@services/csp'
import { commonHeaders } from './headers'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * Maps a request path to a file inside `root`, or undefined when it would leave it. Exported for tests:
 * the decoding and the containment check are where traversal bugs live.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '')
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : undefined
}

/** Serves the built renderer read-only: files only (no listing), known types, the page's CSP. */
export function createStaticHandler(rendererDir: string) {
  const root = path.resolve(rendererDir)
  return async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
  ): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed.')
    const file = resolveInside(root, urlPath)
    const real = file && (await realFileInside(root, file))
    if (!real) return plain(res, 404, 'Not found.')
    const body = await fs.readFile(real)
    res.writeHead(200, {
      ...commonHeaders,
      'Content-Type': contentTypes[path.extname(real).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Content-Security-Policy': pageCsp,
      // index.html names the hashed bundles, so it must never be cached; the bundles may be.
      'Cache-Control': real.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/** Follows symlinks and checks again, so a link inside the folder cannot point outside it. */
async function realFileInside(root: string, file: string): Promise<string | undefined> {
  try {
    const [realRoot, real] = await Promise.all([fs.realpath(root), fs.realpath(file)])
    if (!real.startsWith(realRoot + path.sep)) return undefined
    return (await fs.stat(real)).isFile() ? real : undefined
  } catch {
    return undefined
  }
}

export function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    ...commonHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(text)
}
