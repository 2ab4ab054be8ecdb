import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A claim older than this whose schedule still shows the occurrence pending: its runner stopped. */
export const STALE_CLAIM_MS = 10 * 60_000
/** Claims are kept this long after their occurrence, then removed. */
const KEEP_MS = 30 * 86_400_000

export type ClaimPurpose = 'due' | 'confirmed'

/**
 * One file per occurrence, created with O_EXCL before anything is sent: of two runners (two app windows,
 * the app and `herald schedule run`) only the one whose create succeeded sends. The file is never
 * removed on failure or crash, so an occurrence is sent at most once by the runners; a claim that stays
 * unresolved is handed to the user as a missed send rather than retried (docs/decisions.md).
 */
export class OccurrenceClaims {
  readonly dir: string

  constructor(
    dataDir: string,
    private readonly now: () => number,
  ) {
    this.dir = path.join(dataDir, 'schedules', 'claims')
  }

  /** True when this runner now owns the occurrence and may send it. */
  claim(scheduleId: string, occurrence: number, purpose: ClaimPurpose): boolean {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    const body = JSON.stringify({
      pid: process.pid,
      host: os.hostname(),
      at: new Date(this.now()).toISOString(),
    })
    try {
      fs.writeFileSync(this.file(scheduleId, occurrence, purpose), body, { flag: 'wx', mode: 0o600 })
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw error
    }
  }

  /** How long ago the claim was made (by its own record, so every runner's clock agrees); null if none. */
  age(scheduleId: string, occurrence: number, purpose: ClaimPurpose): number | null {
    try {
      const text = fs.readFileSync(this.file(scheduleId, occurrence, purpose), 'utf8')
      const at = Date.parse((JSON.parse(text) as { at?: string }).at ?? '')
      // An unreadable claim (a runner stopped mid-write) counts as old: it is still never re-sent.
      return Number.isNaN(at) ? Infinity : this.now() - at
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      return Infinity
    }
  }

  /** Removes the claims of schedules that are gone and of occurrences long past. */
  prune(liveIds: ReadonlySet<string>): void {
    let names: string[]
    try {
      names = fs.readdirSync(this.dir)
    } catch {
      return
    }
    for (const name of names) {
      const m = /^([a-z0-9]+)-(\d+)-[a-z]+\.claim$/.exec(name)
      if (!m) continue
      if (liveIds.has(m[1]!) && Number(m[2]) > this.now() - KEEP_MS) continue
      fs.rmSync(path.join(this.dir, name), { force: true })
    }
  }

  private file(scheduleId: string, occurrence: number, purpose: ClaimPurpose): string {
    return path.join(this.dir, `${scheduleId}-${occurrence}-${purpose}.claim`)
  }
}
