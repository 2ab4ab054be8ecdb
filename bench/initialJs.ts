import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The scripts a built page's index.html loads before the first paint (its module entry and the chunks it
 * preloads), gzip -9, in bytes, with their text (to check what is in them).
 */
export function initialJs(rendererDir: string): { gzipBytes: number; text: string } {
  const html = fs.readFileSync(path.join(rendererDir, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g,
    ),
  ].map((m) => fs.readFileSync(path.join(rendererDir, m[1]!.replace(/^\.?\//, ''))))
  return {
    gzipBytes: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
    text: files.map((file) => file.toString('utf8')).join('\n'),
  }
}
