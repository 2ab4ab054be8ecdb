import fs from 'node:fs'
import path from 'node:path'
import { isRunning } from './fileLock'

/**
 * The data folder on disk, for every store alike (JSON files, one-file-per-record folders, logs):
 * folders only their owner can list (file names are webhook ids), and no temporary file of an atomic
 * write left behind. Such a file is a whole copy of a store, sealed tokens included, so one left by a
 * crash would keep a removed webhook's token on disk.
 */

/**
 * conf/atomically name a temporary file `<file>.tmp-<10 digits><6 hex>`; our own writers (history logs,
 * the rate-limit file) `<file>.tmp-<pid>-<hex>`, naming the process that writes it.
 */
const TEMP_FILE = /\.tmp-(?:(\d+)-[0-9a-f]+|[0-9a-z]+)$/i

/**
 * A temporary file untouched this long belongs to no write in progress: an atomic write of a store takes
 * well under a second, so minutes leave room for a loaded machine and a slow disk.
 */
export const STALE_TEMP_MS = 10 * 60_000

const PRIVATE = 0o700

/** Creates `dir` (and missing parents) 0700, and makes it 0700 if it exists with a wider mode. */
export function privateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE })
  if (process.platform === 'win32') return
  if ((fs.statSync(dir).mode & 0o777) !== PRIVATE) fs.chmodSync(dir, PRIVATE)
}

/** Removes the temporary files in `dir`; with `file`, only those of that file (after its write failed). */
export function removeTempFiles(dir: string, file?: string): void {
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return
  }
  const own = file === undefined ? undefined : `${path.basename(file)}.tmp-`
  for (const name of names) {
    if (!TEMP_FILE.test(name) || (own !== undefined && !name.startsWith(own))) continue
    fs.rmSync(path.join(dir, name), { force: true })
  }
}

/**
 * Removes the temporary files in `dir` that no live writer can own: one naming a process that is not
 * running, or one untouched for STALE_TEMP_MS. Other processes share the folder (the app while a `herald`
 * run starts, or the other way round), and removing a fresh one would break their write in flight.
 */
export function removeStaleTempFiles(dir: string, now = Date.now()): void {
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const match = TEMP_FILE.exec(name)
    if (!match) continue
    const file = path.join(dir, name)
    const pid = match[1] === undefined ? undefined : Number(match[1])
    if (pid !== undefined && !isRunning(pid)) {
      fs.rmSync(file, { force: true })
      continue
    }
    let mtimeMs: number
    try {
      mtimeMs = fs.statSync(file).mtimeMs
    } catch {
      continue // Renamed into place or removed by its writer meanwhile.
    }
    if (now - mtimeMs > STALE_TEMP_MS) fs.rmSync(file, { force: true })
  }
}

/**
 * At start: the data folder and each folder directly in it made private, and the temporary files a crash
 * left in any of them removed. Stores keep their files at most one folder deep (history/, drafts/,
 * templates/, staged/), and one level is all that is walked: in Electron the data folder is userData,
 * whose Chromium caches hold thousands of files that are none of ours. Every start runs it, a short
 * `herald` run's too, while another process may be writing: only stale temporary files go.
 */
export function prepareDataFolder(dataDir: string): void {
  privateFolder(dataDir)
  removeStaleTempFiles(dataDir)
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const folder = path.join(dataDir, entry.name)
    privateFolder(folder)
    removeStaleTempFiles(folder)
  }
}
