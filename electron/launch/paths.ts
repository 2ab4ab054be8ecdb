import path from 'node:path'

/** The repository root (this file is electron/launch/paths.ts). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export const outDir = path.join(repoRoot, 'out')
export const rendererDir = path.join(outDir, 'renderer')
export const mainEntry = path.join(outDir, 'main', 'index.js')

/** Where a package's command-line tool lives, so we can run it without a shell. */
export function bin(name: string): string {
  return path.join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name)
}
