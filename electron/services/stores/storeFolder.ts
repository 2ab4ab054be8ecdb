import fs from 'node:fs'
import path from 'node:path'

/**
 * The data folder on disk, for every store alike (JSON files, one-file-per-record folders, logs):
 * folders only their owner can list (file names are webhook ids), and no temporary file of an atomic
 * write left behind. Such a file is a whole copy of a store, sealed tokens included, so one left by a
 * crash would keep a removed webhook's token on disk.
 */

/** conf/atomically name a temporary file `<file>.tmp-<10 digits><6 hex>`; our writers use `.tmp-` too. */
const TEMP_FILE = /\.tmp-[0-9a-z]+$/i

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
 * At start: the data folder and each folder directly in it made private, and the temporary files a crash
 * left in any of them removed. Stores keep their files at most one folder deep (history/, drafts/,
 * templates/, staged/), and one level is all that is walked: in Electron the data folder is userData,
 * whose Chromium caches hold thousands of files that are none of ours. Runs before any store opens, so no
 * write of ours is in flight.
 */
export function prepareDataFolder(dataDir: string): void {
  privateFolder(dataDir)
  removeTempFiles(dataDir)
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const folder = path.join(dataDir, entry.name)
    privateFolder(folder)
    removeTempFiles(folder)
  }
}
