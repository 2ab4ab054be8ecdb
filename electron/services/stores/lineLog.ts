import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

/**
 * Durable JSON-lines files: the file operations of an append-only log. A line is written whole (one
 * write of the line and its newline) and acknowledged only after fdatasync, so an acknowledged line
 * survives a killed process and a power cut. A crash can leave at most the last line torn (no newline):
 * reading ignores it and cuts it off. Whole-file replacements go through a temporary file, fsync and
 * rename, so a reader sees the old file or the new one, never a mix.
 */

export type ReadLines = {
  /** Complete lines, without their newline. */
  lines: string[]
  /** Whether a torn last line was found (and cut off the file). */
  repaired: boolean
}

/** Reads every complete line; undefined when the file does not exist. Cuts a torn last line off. */
export function readLines(file: string): ReadLines | undefined {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const end = text.lastIndexOf('\n') + 1
  const repaired = end < text.length
  // Bytes, not UTF-16 units: the cut is made on the file.
  if (repaired) fs.truncateSync(file, Buffer.byteLength(text.slice(0, end)))
  const lines = end === 0 ? [] : text.slice(0, end - 1).split('\n')
  return { lines, repaired }
}

export type Tail = {
  /** Identifies the file: another inode means it was replaced (compacted) since it was last read. */
  ino: number
  size: number
  /** The complete lines from the offset on, without their newline. */
  lines: string[]
  /** The byte just after the last complete line: where the next read starts. */
  end: number
}

/**
 * The complete lines from byte `offset` on, without changing the file (another process may be writing
 * its last line); undefined when the file does not exist.
 */
export function readTail(file: string, offset: number): Tail | undefined {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    const { ino, size } = fs.fstatSync(fd)
    if (size <= offset) return { ino, size, lines: [], end: Math.min(offset, size) }
    const buffer = Buffer.alloc(size - offset)
    let read = 0
    while (read < buffer.length) {
      const n = fs.readSync(fd, buffer, read, buffer.length - read, offset + read)
      if (n === 0) break
      read += n
    }
    const last = buffer.subarray(0, read).lastIndexOf(0x0a)
    if (last < 0) return { ino, size, lines: [], end: offset }
    const lines = buffer.subarray(0, last).toString('utf8').split('\n')
    return { ino, size, lines, end: offset + last + 1 }
  } finally {
    fs.closeSync(fd)
  }
}

/** Appends lines (each already without a newline) in one write and waits until the disk has them. */
export function appendLines(file: string, lines: readonly string[]): number {
  const text = lines.map((line) => `${line}\n`).join('')
  const fd = fs.openSync(file, 'a', 0o600)
  try {
    fs.writeSync(fd, text)
    fs.fdatasyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
  return Buffer.byteLength(text)
}

/** A temporary file beside the target, `<name>.tmp-<pid>-<random>` (stale ones are swept at start). */
export function tempPathFor(file: string): string {
  return `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
}

/** Replaces the file with these lines atomically (temporary file, fsync, rename, fsync of the folder). */
export function replaceLines(file: string, lines: readonly string[]): void {
  const temp = tempPathFor(file)
  try {
    appendLines(temp, lines)
    commitReplacement(temp, file)
  } catch (error) {
    fs.rmSync(temp, { force: true })
    throw error
  }
}

/** Renames a fully written and synced temporary file over the target and makes the rename durable. */
export function commitReplacement(temp: string, file: string): void {
  fs.renameSync(temp, file)
  syncFolder(path.dirname(file))
}

function syncFolder(dir: string): void {
  // A folder cannot be opened for fsync on Windows; there the rename is as durable as NTFS makes it.
  let fd: number | undefined
  try {
    fd = fs.openSync(dir, 'r')
    fs.fsyncSync(fd)
  } catch {
    // Best effort: the data itself is already synced.
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/**
 * Writes lines to a new temporary file chunk by chunk without blocking the event loop for long: each
 * chunk is produced (and serialised) only when the previous write finished. Returns the synced file.
 */
export async function writeLinesInChunks(file: string, chunks: Iterable<readonly string[]>): Promise<string> {
  const temp = tempPathFor(file)
  const handle = await fs.promises.open(temp, 'wx', 0o600)
  try {
    for (const chunk of chunks) await handle.write(chunk.map((line) => `${line}\n`).join(''))
    await handle.datasync()
  } catch (error) {
    await handle.close()
    await fs.promises.rm(temp, { force: true })
    throw error
  }
  await handle.close()
  return temp
}
