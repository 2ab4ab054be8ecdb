import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Where `npm run sandbox` keeps its data between runs: `<tmp>/herald-sandbox-<uid>`, created 0700. The
 * temporary folder is shared by every local user, so a fixed name could be created first by another one
 * (to read what the sandbox writes there, or as a symbolic link pointing elsewhere): the folder is used
 * only when it is a real folder this user owns, and made private again if it was opened up.
 */
export function sandboxDataDir(tmp: string = os.tmpdir()): string {
  const uid = process.getuid?.()
  // Windows gives each user their own temporary folder; there is no uid to name it by.
  if (uid === undefined) return path.join(tmp, 'herald-sandbox')
  const dir = path.join(tmp, `herald-sandbox-${uid}`)
  try {
    fs.mkdirSync(dir, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const stat = fs.lstatSync(dir)
  if (!stat.isDirectory() || stat.uid !== uid) {
    throw new Error(
      `${dir} is not a folder of yours (another user may have made it); remove it, or set HERALD_DATA_DIR to a folder of your own.`,
    )
  }
  if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(dir, 0o700)
  return dir
}
