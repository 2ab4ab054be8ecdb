import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './paths'

export type ElectronRuntime = { found: true; executable: string } | { found: false; reason: string }

/**
 * Finds the Electron executable the way the `electron` package would, but without importing it:
 * importing 'electron' from plain Node starts a download of the binary, which is exactly what must not
 * happen on a machine that cannot fetch it.
 */
export function findElectronRuntime(env: NodeJS.ProcessEnv = process.env): ElectronRuntime {
  const packageDir = path.join(repoRoot, 'node_modules', 'electron')
  if (!fs.existsSync(path.join(packageDir, 'package.json'))) {
    return { found: false, reason: 'the electron package is not installed' }
  }
  const pathFile = path.join(packageDir, 'path.txt')
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : undefined
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const executable = path.join(env.ELECTRON_OVERRIDE_DIST_PATH, relative ?? defaultExecutable())
    if (fs.existsSync(executable)) return { found: true, executable }
    return { found: false, reason: `ELECTRON_OVERRIDE_DIST_PATH has no ${path.basename(executable)}` }
  }
  if (!relative) return { found: false, reason: 'the Electron binary was never downloaded' }
  const executable = path.join(packageDir, 'dist', relative)
  if (!fs.existsSync(executable)) return { found: false, reason: `${executable} does not exist` }
  return { found: true, executable }
}

/** What path.txt would say on this platform (the same names the electron package uses). */
function defaultExecutable(): string {
  if (process.platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron'
  if (process.platform === 'win32') return 'electron.exe'
  return 'electron'
}
