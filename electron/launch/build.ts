import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { bin, outDir, repoRoot } from './paths'

/** What the three bundles are built from; a change in any of these makes out/ stale. */
const sources = ['electron/main', 'electron/preload', 'electron/services', 'renderer', 'shared']
const sourceFiles = ['electron.vite.config.ts', 'package.json']
const outputs = ['main/index.js', 'preload/index.cjs', 'renderer/index.html']

function newestIn(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(full))
    else newest = Math.max(newest, fs.statSync(full).mtimeMs)
  }
  return newest
}

/** Why out/ must be rebuilt, or undefined when it is current. */
export function staleReason(): string | undefined {
  let oldestOutput = Infinity
  for (const file of outputs) {
    const full = path.join(outDir, file)
    if (!fs.existsSync(full)) return `out/${file} is missing`
    oldestOutput = Math.min(oldestOutput, fs.statSync(full).mtimeMs)
  }
  let newestSource = 0
  for (const dir of sources) {
    const full = path.join(repoRoot, dir)
    if (fs.existsSync(full)) newestSource = Math.max(newestSource, newestIn(full))
  }
  for (const file of sourceFiles)
    newestSource = Math.max(newestSource, fs.statSync(path.join(repoRoot, file)).mtimeMs)
  return newestSource > oldestOutput ? 'the sources changed since the last build' : undefined
}

/** Runs electron-vite build when out/ is missing or older than the sources. Needs no Electron binary. */
export function ensureBuilt(): void {
  const reason = staleReason()
  if (!reason) return
  console.log(`Building Herald (${reason})…`)
  const result = spawnSync(bin('electron-vite'), ['build'], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The build failed; see the output above.')
}
