import fs from 'node:fs'
import path from 'node:path'
import Conf from 'conf'
import type { z } from 'zod'
import { RpcError, rpcError } from '@shared/rpc/errors'
import { createLogger } from '../log'
import type { RecoveryLog, RecoveryReason } from './recoveryLog'
import { privateFolder, removeTempFiles } from './storeFolder'
import { notSaved } from './writeFailure'

/** Upgrades the data of one version to the next. Receives and returns plain JSON. */
export type Migration = (data: Record<string, unknown>) => Record<string, unknown>

/**
 * Where the JSON lives. `conf` in plain Node; the Electron shell may pass electron-store (same class
 * shape, same file format) built with cwd = userData. Writes are atomic (conf writes through atomically).
 */
export type StoreBacking = { store: Record<string, unknown> }
export type BackingOptions = { cwd: string; configName: string; configFileMode: number }
export type BackingFactory = (options: BackingOptions) => StoreBacking

export const confBacking: BackingFactory = (options) =>
  new Conf<Record<string, unknown>>({
    ...options,
    projectName: 'herald',
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
  })

export type JsonStoreOptions<T extends { version: number }> = {
  dir: string
  /** File name without `.json`. */
  name: string
  /** Validates the current version of the data; `version` must be a literal of the current version. */
  schema: z.ZodType<T>
  /** migrations[i] turns version i+1 into version i+2; the current version is migrations.length + 1. */
  migrations: readonly Migration[]
  defaults: () => T
  recovery: RecoveryLog
  /** Shown in the recovery notice (`webhooks`, `history/123…`). Defaults to name. */
  label?: string
  fileMode?: number
  clock?: () => Date
  backing?: BackingFactory
}

const log = createLogger('services/stores')

/**
 * One versioned JSON file, validated with zod on read and cached in memory. A file that cannot be parsed,
 * fails validation, comes from a newer Herald or fails to migrate is moved aside as
 * `<name>.corrupt-<timestamp>.json`, reported to the RecoveryLog, and the store starts from its defaults.
 */
export class JsonStore<T extends { version: number }> {
  readonly path: string
  readonly version: number
  private data: T
  private backing: StoreBacking | undefined

  constructor(private readonly options: JsonStoreOptions<T>) {
    this.path = path.join(options.dir, `${options.name}.json`)
    this.version = options.migrations.length + 1
    this.data = this.load()
  }

  /** The current data. Treat it as read-only; change it through update(). */
  read(): T {
    return this.data
  }

  /** Reads the file again, for data another process (a `herald` run) may have changed; returns it. */
  reload(): T {
    this.data = this.load()
    return this.data
  }

  /** Applies a change to a copy, validates it, writes it atomically, and only then keeps it. */
  update(change: (draft: T) => T | void): T {
    const draft = structuredClone(this.data)
    const next = this.options.schema.parse(change(draft) ?? draft)
    this.write(next)
    this.data = next
    return next
  }

  /** Whether the file exists on disk (a store that was never written has none). */
  exists(): boolean {
    return fs.existsSync(this.path)
  }

  private load(): T {
    let text: string
    try {
      text = fs.readFileSync(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.options.defaults()
      throw error
    }
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch (error) {
      return this.recover('unparseable', `The file is not valid JSON (${(error as Error).message}).`)
    }
    if (!isRecord(raw)) return this.recover('invalid', 'The file does not hold a JSON object.')
    const found = typeof raw.version === 'number' ? raw.version : 1
    if (!Number.isInteger(found) || found < 1)
      return this.recover('invalid', 'The file has no valid version.')
    if (found > this.version) {
      return this.recover(
        'newerVersion',
        `The file was written by a newer Herald (version ${found}; this one reads up to ${this.version}).`,
      )
    }
    let migrated: Record<string, unknown> = raw
    try {
      for (let from = found; from < this.version; from++) {
        const step = this.options.migrations[from - 1]
        if (step) migrated = { ...step(migrated), version: from + 1 }
      }
    } catch (error) {
      return this.recover('migrationFailed', `Upgrading the file failed: ${(error as Error).message}`)
    }
    const parsed = this.options.schema.safeParse(migrated)
    if (!parsed.success) {
      return this.recover(
        'invalid',
        `The file does not match what Herald expects: ${summarise(parsed.error)}`,
      )
    }
    if (found !== this.version) {
      log.info(`migrated ${this.label} from version ${found} to ${this.version}`)
      this.write(parsed.data)
    }
    return parsed.data
  }

  private recover(reason: RecoveryReason, detail: string): T {
    const at = (this.options.clock?.() ?? new Date()).toISOString()
    const movedTo = path.join(
      this.options.dir,
      `${this.options.name}.corrupt-${at.replace(/[:.]/g, '-')}.json`,
    )
    fs.renameSync(this.path, movedTo)
    log.warn(`${this.label}: moved an unreadable file aside to ${movedTo} (${reason})`)
    this.options.recovery.report({ store: this.label, file: this.path, movedTo, reason, detail, at })
    return this.options.defaults()
  }

  private write(data: T): void {
    if (!this.backing) {
      // conf would create a missing folder with the umask's mode (0755): make it private first.
      privateFolder(this.options.dir)
      this.backing = (this.options.backing ?? confBacking)({
        cwd: this.options.dir,
        configName: this.options.name,
        configFileMode: this.options.fileMode ?? 0o600,
      })
    }
    try {
      this.backing.store = data as unknown as Record<string, unknown>
    } catch (error) {
      // A write that failed after its temporary file was down (disk full) must not leave that copy.
      removeTempFiles(this.options.dir, this.path)
      if (error instanceof RpcError) throw error
      // Said as what it is (a full disk, a folder Herald may not write), not "something went wrong".
      const failed = rpcError('internal', notSaved(this.label, error))
      // Callers that word it for their own record (a draft) read the system error from the cause.
      throw Object.assign(failed, { cause: error })
    }
  }

  private get label(): string {
    return this.options.label ?? this.options.name
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function summarise(error: z.ZodError): string {
  const first = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  return first.join('; ') + (error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '')
}
