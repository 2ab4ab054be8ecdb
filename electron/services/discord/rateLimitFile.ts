import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { privateFolder } from '../stores/storeFolder'
import type { BucketState } from './rateLimitHeaders'

/** What one queue's limits look like when remembered: its bucket and any wait a 429 asked for. */
export type RememberedLimit = {
  bucket?: BucketState
  blockedUntil: number
  blockReason: 'bucket' | 'rateLimited' | 'global' | 'channel'
}

/** Where a RateLimiter keeps what it learnt, keyed by a hash of the queue key (never the key itself). */
export type RateLimitMemory = {
  recall(hashedKey: string): RememberedLimit | undefined
  remember(hashedKey: string, limit: RememberedLimit): void
}

/** A queue key holds a webhook token: the file names it only by this hash, which cannot be reversed. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22)
}

type Saved = { version: 1; limits: Record<string, RememberedLimit> }

/** Keys kept at most: the file stays a few kilobytes whatever the number of webhooks used. */
const MAX_KEYS = 200

/**
 * Rate-limit state that outlives the process, for the CLI: `herald send` in a loop starts each run
 * knowing the bucket the previous run left (remaining requests, when it refills, a 429's wait), so it
 * waits instead of finding out with a 429. A small JSON file in the data folder, replaced atomically
 * (temporary file and rename; no fsync, since losing it after a power cut costs at most a 429); entries
 * whose reset and wait have passed are dropped on every write.
 */
export class RateLimitFile implements RateLimitMemory {
  private limits: Record<string, RememberedLimit>

  constructor(
    readonly file: string,
    private readonly now: () => number = Date.now,
    /** Told once when the file cannot be written (the data folder is a file, not ours, full). */
    private readonly onSaveFailed: (error: unknown) => void = () => {},
  ) {
    this.limits = this.read()
  }

  recall(hashedKey: string): RememberedLimit | undefined {
    const limit = this.limits[hashedKey]
    return limit && expiry(limit) > this.now() ? limit : undefined
  }

  remember(hashedKey: string, limit: RememberedLimit): void {
    // Another process may have written since this one started: keep its keys too.
    const now = this.now()
    const merged = { ...this.read(), [hashedKey]: limit }
    const live = Object.entries(merged)
      .filter(([, saved]) => expiry(saved) > now)
      .sort(([, a], [, b]) => expiry(b) - expiry(a))
      .slice(0, MAX_KEYS)
    this.limits = Object.fromEntries(live)
    const saved: Saved = { version: 1, limits: this.limits }
    const temp = `${this.file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
    try {
      privateFolder(path.dirname(this.file))
      fs.writeFileSync(temp, JSON.stringify(saved), { mode: 0o600 })
      fs.renameSync(temp, this.file)
    } catch (error) {
      // Only an optimisation: without the file the next run learns the limits from Discord again. This
      // runs after an answer arrived, so nothing here may throw: the request's outcome stands.
      removeQuietly(temp)
      if (!this.saveFailed) this.onSaveFailed(error)
      this.saveFailed = true
    }
  }

  private saveFailed = false

  private read(): Record<string, RememberedLimit> {
    try {
      const saved = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Partial<Saved>
      return saved.version === 1 && typeof saved.limits === 'object' && saved.limits ? saved.limits : {}
    } catch {
      return {}
    }
  }
}

function removeQuietly(file: string): void {
  try {
    fs.rmSync(file, { force: true })
  } catch {
    // Its folder cannot be reached (not a folder, not ours): then the temporary file was never made.
  }
}

function expiry(limit: RememberedLimit): number {
  const resetAt = typeof limit.bucket?.resetAt === 'number' ? limit.bucket.resetAt : 0
  return Math.max(resetAt, typeof limit.blockedUntil === 'number' ? limit.blockedUntil : 0)
}
