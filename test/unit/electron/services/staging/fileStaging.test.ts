import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileStaging, StagingLimitError } from '@services/staging'
import { Holders } from '@services/drafts/holders'

let dataDir: string
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-staging-unit-'))
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const open = (limits = {}) => FileStaging.open({ dataDir, limits })
const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)))
const folder = () => fs.readdirSync(path.join(dataDir, 'staged')).sort()

describe('FileStaging', () => {
  it('keeps bytes and a record per handle, and finds them again after a restart', async () => {
    const staging = await open()
    const info = await staging.stage('notes.txt', undefined, chunks('Release ', 'notes'))
    expect(info).toMatchObject({ name: 'notes.txt', size: 13, contentType: 'text/plain' })
    expect(folder()).toEqual([`${info.handle}.bin`, `${info.handle}.json`])
    const again = await open()
    expect(again.resolve(info.handle)).toMatchObject({
      ...info,
      path: path.join(dataDir, 'staged', `${info.handle}.bin`),
    })
    expect(again.usage).toEqual({ count: 1, bytes: 13 })
  })

  it('refuses a type that is not a media type and guesses one from the name', async () => {
    const staging = await open()
    expect((await staging.stage('a.png', 'text/html\r\nX-Evil: 1', chunks('x'))).contentType).toBe(
      'image/png',
    )
    expect((await staging.stage('a.bin', 'image/webp; q=1', chunks('x'))).contentType).toBe('image/webp')
  })

  it('stops a stream at the per-file cap and at the total, leaving nothing behind', async () => {
    const staging = await open({ fileBytes: 8, totalBytes: 12 })
    await expect(staging.stage('big', undefined, chunks('12345', '67890'))).rejects.toBeInstanceOf(
      StagingLimitError,
    )
    expect(folder()).toEqual([])
    await staging.stage('a', undefined, chunks('1234567'))
    await expect(staging.stage('b', undefined, chunks('123', '456'))).rejects.toThrow(/in all/)
    expect(staging.usage).toEqual({ count: 1, bytes: 7 })
  })

  it('removes the partial file when the source fails mid-way (an aborted upload)', async () => {
    const staging = await open()
    async function* broken() {
      yield Buffer.from('half')
      throw new Error('aborted')
    }
    await expect(staging.stage('x', undefined, broken())).rejects.toThrow('aborted')
    expect(folder()).toEqual([])
    // A body that ends before its declared length is not a smaller file.
    await expect(staging.stage('y', undefined, chunks('1234'), 10)).rejects.toThrow(/did not arrive whole/)
    expect(folder()).toEqual([])
  })

  it('copies under a new handle and discards by handle', async () => {
    const staging = await open()
    const info = await staging.stage('a.txt', 'text/plain', chunks('A'))
    const copy = await staging.copy(info.handle)
    expect(copy).toMatchObject({ name: 'a.txt', size: 1 })
    expect(copy?.handle).not.toBe(info.handle)
    expect(await staging.discard([info.handle, info.handle, 'f'.repeat(32)])).toBe(1)
    expect(staging.resolve(info.handle)).toBeUndefined()
    expect(fs.readFileSync(staging.resolve(copy!.handle)!.path, 'utf8')).toBe('A')
  })
})

describe('Holders', () => {
  it('releases a key only when its last holder lets go', () => {
    const holders = new Holders()
    holders.set('d1', ['a', 'b'])
    holders.set('d2', ['b'])
    expect(holders.set('d1', ['c'])).toEqual(['a'])
    expect(holders.set('d2', [])).toEqual(['b'])
    expect([...holders.keys()]).toEqual(['c'])
  })
})
