import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MediaKind } from '@shared/media/route'
import type { MediaType } from './fetchImage'
import { KINDS } from './fetchImage'

type Entry = { file: string; size: number }

/**
 * Fetched web images (and sent video and audio files) on disk, named by a hash of their address, least recently used dropped first once
 * the folder passes its size limit. Each file's modification time records its last use, so the order
 * survives a restart; the type is read again from the bytes, never trusted from a file name.
 */
export class MediaCache {
  private entries: Map<string, Entry> | undefined
  private total = 0

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  async get(url: string, kind: MediaKind = 'image'): Promise<{ type: MediaType; bytes: Buffer } | undefined> {
    const entries = await this.index()
    const key = keyOf(url)
    const entry = entries.get(key)
    if (!entry) return undefined
    let bytes: Buffer
    try {
      bytes = await readFile(entry.file)
    } catch {
      this.forget(key)
      return undefined
    }
    const type = KINDS[kind].sniff(bytes)
    if (!type) return undefined
    entries.delete(key)
    entries.set(key, entry)
    const now = new Date()
    await utimes(entry.file, now, now).catch(() => undefined)
    return { type, bytes }
  }

  async put(url: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return
    const entries = await this.index()
    const key = keyOf(url)
    this.forget(key)
    await mkdir(this.dir, { recursive: true })
    const file = path.join(this.dir, key)
    await writeFile(file, bytes)
    entries.set(key, { file, size: bytes.length })
    this.total += bytes.length
    for (const [oldest, entry] of entries) {
      if (this.total <= this.maxBytes) break
      this.forget(oldest)
      await rm(entry.file, { force: true })
    }
  }

  /** Settings' "Clear image cache". Answers the bytes freed. */
  async clear(): Promise<number> {
    const freed = (await this.index()).size === 0 ? 0 : this.total
    await rm(this.dir, { recursive: true, force: true })
    this.entries = new Map()
    this.total = 0
    return freed
  }

  /** Bytes the cache holds now. */
  async size(): Promise<number> {
    await this.index()
    return this.total
  }

  private forget(key: string) {
    const entry = this.entries?.get(key)
    if (!entry) return
    this.entries?.delete(key)
    this.total -= entry.size
  }

  /** Read once: the files oldest-used first, so a Map's insertion order is the eviction order. */
  private async index(): Promise<Map<string, Entry>> {
    if (this.entries) return this.entries
    const found: (Entry & { key: string; used: number })[] = []
    const names = await readdir(this.dir).catch(() => [] as string[])
    for (const key of names) {
      if (!/^[a-f0-9]{64}$/.test(key)) continue
      const file = path.join(this.dir, key)
      const info = await stat(file).catch(() => undefined)
      if (info?.isFile()) found.push({ key, file, size: info.size, used: info.mtimeMs })
    }
    found.sort((a, b) => a.used - b.used)
    this.entries ??= new Map(found.map(({ key, file, size }) => [key, { file, size }]))
    this.total = [...this.entries.values()].reduce((sum, entry) => sum + entry.size, 0)
    return this.entries
  }
}

function keyOf(url: string): string {
  return createHash('sha256').update(url).digest('hex')
}
