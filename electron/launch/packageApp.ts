import fs from 'node:fs'
import path from 'node:path'
import { findElectronRuntime } from './electronRuntime'
import { repoRoot } from './paths'

export const BUILDER_CONFIG = 'build/electron-builder.config.ts'

export type PackagePlan = { ok: true; args: string[] } | { ok: false; message: string }

function electronVersion(): string {
  const file = path.join(repoRoot, 'node_modules', 'electron', 'package.json')
  if (!fs.existsSync(file)) return 'its'
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'its'
}

/**
 * Whether the installers can be built here, and electron-builder's arguments when they can. Each
 * installer carries the Electron runtime, which electron-builder takes from the download cache that
 * installing the electron package fills (or downloads). Where that package never got its binary
 * (ELECTRON_SKIP_BINARY_DOWNLOAD, no network), packaging would fail deep inside electron-builder, so it
 * stops first and says why, checking the same way `npm start` does.
 */
export function planPackage(argv: string[], env: NodeJS.ProcessEnv): PackagePlan {
  const runtime = findElectronRuntime(env)
  if (!runtime.found) {
    return {
      ok: false,
      message:
        `Cannot build the installers here: the Electron runtime is not available (${runtime.reason}).\n` +
        `Each installer contains Electron ${electronVersion()}, which electron-builder needs to download ` +
        `or find in its cache. On a machine with network access run \`npm install\` (or ` +
        `\`node node_modules/electron/install.js\`) so the runtime is fetched, then \`npm run package\` again.`,
    }
  }
  return { ok: true, args: ['--config', BUILDER_CONFIG, ...argv] }
}
