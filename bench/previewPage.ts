import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { twemojiAssets } from '../build/twemojiAssets'
import { viteAliases } from '../build/viteAliases'

export type PreviewPage = { url: string; close(): Promise<void> }

const root = path.join(import.meta.dirname, 'page')

/**
 * Builds bench/page (the preview alone on a page, production React) into a scratch folder and serves it
 * on loopback. Used by the preview benchmark and the preview screenshot test.
 */
export async function startPreviewPage(): Promise<PreviewPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-preview-page-'))
  const config = {
    root,
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react(), twemojiAssets()],
    resolve: { alias: viteAliases(path.join(import.meta.dirname, '..')) },
  }
  await build({ ...config, mode: 'production', build: { outDir, emptyOutDir: true } })
  const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The preview page server did not report its address.')
  return {
    url,
    async close() {
      await server.close()
      fs.rmSync(outDir, { recursive: true, force: true })
    },
  }
}
