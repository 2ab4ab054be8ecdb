import fs from 'node:fs'
import { randomBytes } from 'node:crypto'

/**
 * A lock shared by every process on one data folder (the app, `herald` runs, cron jobs): a file created
 * with O_EXCL that holds its owner's pid. A lock whose owner is no longer running (killed while holding
 * it) is broken, so a crash never blocks the folder for good.
 */

/** The locks this process holds: a lock naming this pid and not among them is a previous process's. */
const held = new Set<string>()

/** How often a waiting process tries again. */
const RETRY_MS = 10
/** A lock file still empty this long after it was made belongs to a process killed while making it. */
const EMPTY_STALE_MS = 5_000

export class FileLockTimeout extends Error {
  constructor(readonly file: string) {
    super(`Another Herald process has held ${file} for too long.`)
  }
}

/** Runs `run` holding the lock, waiting synchronously: for critical sections of a few milliseconds. */
export function withFileLockSync<T>(file: string, run: () => T, timeoutMs = 30_000): T {
  const deadline = Date.now() + timeoutMs
  while (!tryAcquire(file)) {
    if (Date.now() > deadline) throw new FileLockTimeout(file)
    sleepSync(RETRY_MS)
  }
  try {
    return run()
  } finally {
    release(file)
  }
}

/** Runs `run` holding the lock, waiting without blocking: for work that itself waits (a request). */
export async function withFileLock<T>(file: string, run: () => Promise<T>): Promise<T> {
  while (!tryAcquire(file)) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 5))
  try {
    return await run()
  } finally {
    release(file)
  }
}

function tryAcquire(file: string): boolean {
  let fd: number
  try {
    fd = fs.openSync(file, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    breakIfStale(file)
    return false
  }
  try {
    fs.writeSync(fd, String(process.pid))
  } finally {
    fs.closeSync(fd)
  }
  held.add(file)
  return true
}

function release(file: string): void {
  held.delete(file)
  fs.rmSync(file, { force: true })
}

/** Moves a dead owner's lock away; if a live owner's lock was moved in a race, puts it back. */
function breakIfStale(file: string): void {
  if (!isStale(file, file)) return
  const aside = `${file}.stale-${randomBytes(4).toString('hex')}`
  try {
    fs.renameSync(file, aside)
  } catch {
    return // Released or broken by someone else meanwhile.
  }
  if (!isStale(aside, file)) {
    try {
      fs.linkSync(aside, file)
    } catch {
      // A third process took the lock meanwhile (a dead owner and three at once): both then go on.
    }
  }
  fs.rmSync(aside, { force: true })
}

function isStale(file: string, lock: string): boolean {
  let text: string
  let mtimeMs: number
  try {
    text = fs.readFileSync(file, 'utf8')
    mtimeMs = fs.statSync(file).mtimeMs
  } catch {
    return false
  }
  const pid = Number.parseInt(text, 10)
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > EMPTY_STALE_MS
  // Our own pid on a lock we do not hold: left by an earlier process that had the same pid (containers).
  if (pid === process.pid) return !held.has(lock)
  return !isRunning(pid)
}

/** Whether a process with this pid runs on this machine (as any user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4))

function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms)
}
