import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * A new empty folder under `parent`, creating `parent` first: node_modules/.cache does not exist in a
 * fresh clone (`npm ci` never makes it).
 */
export function makeBuildFolder(parent: string): string {
  fs.mkdirSync(parent, { recursive: true })
  return fs.mkdtempSync(path.join(parent, `herald-bench-cli-${os.hostname()}-`))
}

/**
 * Builds the `herald` bundle as the package ships it (electron/cli/vite.config.ts) into a folder under
 * node_modules/.cache (inside the repository, so its external imports resolve), and returns its entry.
 */
export async function buildCli(): Promise<{ entry: string; remove(): void }> {
  const { build } = await import('vite')
  const outDir = makeBuildFolder(path.join(root, 'node_modules/.cache'))
  await build({
    configFile: path.join(root, 'electron/cli/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
  })
  // Under node_modules no package.json above says "type": "module" (Node stops looking at node_modules),
  // so Node would compile every chunk twice to detect its format; the installed package has one.
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n')
  return {
    entry: path.join(outDir, 'herald.js'),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  }
}
