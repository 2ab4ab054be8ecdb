import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Builds the `herald` bundle as the package ships it (electron/cli/vite.config.ts) into a folder under
 * node_modules/.cache (inside the repository, so its external imports resolve), and returns its entry.
 */
export async function buildCli(): Promise<{ entry: string; remove(): void }> {
  const { build } = await import('vite')
  const outDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache', `herald-bench-cli-${os.hostname()}-`))
  await build({
    configFile: path.join(root, 'electron/cli/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
  })
  return {
    entry: path.join(outDir, 'herald.js'),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  }
}
