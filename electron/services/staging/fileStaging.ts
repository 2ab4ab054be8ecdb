import crypto from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { StagedFileInfo } from '@shared/drafts/draft'
import { stagedHandleSchema } from '@shared/drafts/draft'
import { RpcError, said } from '@shared/rpc/errors'
import { createLogger } from '../log'
import type { StagingLimits } from './limits'
import { STAGING_LIMITS, UNREFERENCED_GRACE_MS, formatMiB } from './limits'
import { baseName, contentTypeOf } from './names'
import { StagingLimitError } from './stagingErrors'

/** The metadata record next to each staged file (`<handle>.json`). */
const recordSchema = z.object({
  handle: stagedHandleSchema,
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  stagedAt: z.string(),
})
type StagedRecord = z.infer<typeof recordSchema>

/** What the send engine needs to upload a staged file. */
export type StagedFile = StagedFileInfo & { path: string }

export type FileStagingOptions = {
  dataDir: string
  limits?: Partial<StagingLimits>
  clock?: () => Date
}

const log = createLogger('services/staging')
const HANDLE = /^[a-f0-9]{32}$/

/**
 * Bytes the user picked, kept under `<dataDir>/staged/` behind opaque handles: `<handle>.bin` holds the
 * bytes, `<handle>.json` the name, size and type. The page only ever holds handles, so nothing it sends
 * can name a file on disk. An in-memory index (loaded once) answers every lookup and enforces the caps.
 */
export class FileStaging {
  readonly dir: string
  private readonly limits: StagingLimits
  private readonly index = new Map<string, StagedRecord>()
  /** Uploads in progress: they count against the caps before they finish. */
  private pending = { count: 0, bytes: 0 }

  private constructor(private readonly options: FileStagingOptions) {
    this.dir = path.join(options.dataDir, 'staged')
    this.limits = { ...STAGING_LIMITS, ...options.limits }
  }

  /** Opens the folder, drops partial writes and half-written records, and loads the index. */
  static async open(options: FileStagingOptions): Promise<FileStaging> {
    const staging = new FileStaging(options)
    await staging.load()
    return staging
  }

  /** Bytes of every staged file, kept with the index so a chunk's cap check costs nothing. */
  private stagedBytes = 0

  get usage(): { count: number; bytes: number } {
    return { count: this.index.size, bytes: this.stagedBytes }
  }

  /**
   * Streams the bytes to disk under a new handle. Over a cap the partial file is removed and a
   * StagingLimitError thrown; a source that fails (the upload was aborted) leaves nothing behind either.
   */
  async stage(
    givenName: string,
    givenType: string | undefined,
    source: AsyncIterable<Uint8Array> | Uint8Array,
    declaredBytes?: number,
  ): Promise<StagedFileInfo> {
    const name = baseName(givenName)
    this.checkRoom(declaredBytes ?? 0)
    const handle = crypto.randomBytes(16).toString('hex')
    const partial = this.file(handle, 'part')
    this.pending.count++
    let written = 0
    try {
      await fs.mkdir(this.dir, { recursive: true, mode: 0o700 })
      const out = await fs.open(partial, 'wx', 0o600)
      try {
        for await (const chunk of source instanceof Uint8Array ? [source] : source) {
          written += chunk.byteLength
          this.pending.bytes += chunk.byteLength
          this.checkSize(written)
          await out.write(chunk)
        }
      } finally {
        await out.close()
      }
      // A body shorter than its Content-Length is an upload that ended early, not a smaller file.
      if (declaredBytes !== undefined && written !== declaredBytes) {
        throw new RpcError({
          kind: 'invalidInput',
          ...said('service.staging.incomplete', 'The file did not arrive whole; attach it again.'),
          issues: [],
        })
      }
      const record: StagedRecord = {
        handle,
        name,
        size: written,
        contentType: contentTypeOf(givenType, name),
        stagedAt: this.now().toISOString(),
      }
      await fs.writeFile(this.file(handle, 'json'), JSON.stringify(record), { mode: 0o600 })
      // The rename is the commit: a crash before it leaves a .part, removed at the next start.
      await fs.rename(partial, this.file(handle, 'bin'))
      this.remember(record)
      return info(record)
    } catch (error) {
      await removeQuietly(partial)
      await removeQuietly(this.file(handle, 'json'))
      throw error
    } finally {
      this.pending.count--
      this.pending.bytes -= written
    }
  }

  info(handle: string): StagedFileInfo | undefined {
    const record = this.index.get(handle)
    return record ? info(record) : undefined
  }

  /** The file behind a handle, for the sender and the preview; undefined when it is not staged. */
  resolve(handle: string): StagedFile | undefined {
    const record = HANDLE.test(handle) ? this.index.get(handle) : undefined
    return record ? { ...info(record), path: this.file(handle, 'bin') } : undefined
  }

  /** Removes these staged files; returns how many were staged. */
  async discard(handles: Iterable<string>): Promise<number> {
    let removed = 0
    for (const handle of new Set(handles)) {
      const record = this.index.get(handle)
      if (!record) continue
      this.index.delete(handle)
      this.stagedBytes -= record.size
      removed++
      await removeQuietly(this.file(handle, 'bin'))
      await removeQuietly(this.file(handle, 'json'))
    }
    return removed
  }

  /** A second staged file with the same bytes under a new handle (a duplicated draft owns its own). */
  async copy(handle: string): Promise<StagedFileInfo | undefined> {
    const record = this.index.get(handle)
    if (!record) return undefined
    const source = createReadStream(this.file(handle, 'bin'))
    try {
      return await this.stage(record.name, record.contentType, source, record.size)
    } finally {
      source.destroy()
    }
  }

  /**
   * Start-up clean-up: staged files no draft references and older than the grace period (a page may
   * have staged one just before a restart and not saved its draft yet). Returns how many were removed.
   */
  async collect(referenced: ReadonlySet<string>): Promise<number> {
    const cutoff = this.now().getTime() - UNREFERENCED_GRACE_MS
    const stale = [...this.index.values()]
      .filter((record) => !referenced.has(record.handle) && Date.parse(record.stagedAt) < cutoff)
      .map((record) => record.handle)
    const removed = await this.discard(stale)
    if (removed > 0) log.info(`removed ${removed} staged file(s) no draft uses`)
    return removed
  }

  private async load(): Promise<void> {
    let names: string[]
    try {
      names = await fs.readdir(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    const present = new Set(names)
    for (const entry of names) {
      const [handle = '', ext] = entry.split('.')
      const keep =
        HANDLE.test(handle) &&
        ((ext === 'json' && present.has(`${handle}.bin`)) || (ext === 'bin' && present.has(`${handle}.json`)))
      if (!keep) {
        // A partial upload, a record without bytes, bytes without a record: nothing can use them.
        await removeQuietly(path.join(this.dir, entry))
        continue
      }
      if (ext !== 'json') continue
      const record = await readRecord(path.join(this.dir, entry))
      if (record && record.handle === handle) this.remember(record)
      else await this.discardFiles(handle)
    }
  }

  private remember(record: StagedRecord): void {
    this.index.set(record.handle, record)
    this.stagedBytes += record.size
  }

  private async discardFiles(handle: string): Promise<void> {
    await removeQuietly(this.file(handle, 'bin'))
    await removeQuietly(this.file(handle, 'json'))
  }

  private checkRoom(declaredBytes: number): void {
    const { count } = this.usage
    if (count + this.pending.count >= this.limits.count) {
      const count = this.limits.count
      throw new StagingLimitError(
        said(
          'service.staging.tooMany',
          `Herald holds ${count} attached files already. Remove files from drafts, or delete drafts you no longer need.`,
          { count },
        ),
      )
    }
    this.checkSize(declaredBytes, declaredBytes)
  }

  /** `written`: this file so far. The total counts every staged and in-progress byte, plus `extra`. */
  private checkSize(written: number, extra = 0): void {
    if (written > this.limits.fileBytes) {
      const size = formatMiB(this.limits.fileBytes)
      throw new StagingLimitError(
        said(
          'service.staging.fileTooLarge',
          `This file is larger than ${size}, the most Discord accepts for one file.`,
          {
            size,
          },
        ),
      )
    }
    if (this.usage.bytes + this.pending.bytes + extra > this.limits.totalBytes) {
      const size = formatMiB(this.limits.totalBytes)
      throw new StagingLimitError(
        said(
          'service.staging.totalTooLarge',
          `Attached files would pass ${size} in all. Remove files from drafts, or delete drafts you no longer need.`,
          { size },
        ),
      )
    }
  }

  private file(handle: string, ext: 'bin' | 'json' | 'part'): string {
    return path.join(this.dir, `${handle}.${ext}`)
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date()
  }
}

function info(record: StagedRecord): StagedFileInfo {
  return { handle: record.handle, name: record.name, size: record.size, contentType: record.contentType }
}

async function readRecord(file: string): Promise<StagedRecord | undefined> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true })
}
