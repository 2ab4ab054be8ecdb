import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MediaCache } from '@services/media/cache'

const png = (fill: number, size = 100) =>
  Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(size - 8, fill)])

let dir: string
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'herald-media-')), 'image-cache')
})
afterEach(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true })
})

describe('MediaCache', () => {
  it('keeps an image on disk and answers it with its sniffed type, also after a restart', async () => {
    await new MediaCache(dir, 1000).put('https://a.example/1.png', png(1))
    const again = new MediaCache(dir, 1000)
    expect(await again.get('https://a.example/1.png')).toEqual({ type: 'image/png', bytes: png(1) })
    expect(await again.get('https://a.example/other.png')).toBeUndefined()
  })

  it('drops the least recently used image once over its size limit', async () => {
    const cache = new MediaCache(dir, 250)
    await cache.put('https://a.example/1.png', png(1))
    await cache.put('https://a.example/2.png', png(2))
    await cache.get('https://a.example/1.png') // 1 is now more recent than 2
    await cache.put('https://a.example/3.png', png(3))
    expect(await cache.get('https://a.example/2.png')).toBeUndefined()
    expect(await cache.get('https://a.example/1.png')).toBeDefined()
    expect(await cache.get('https://a.example/3.png')).toBeDefined()
    expect(await cache.size()).toBe(200)
    expect(await readdir(dir)).toHaveLength(2)
  })

  it('clears everything and says how much it freed', async () => {
    const cache = new MediaCache(dir, 1000)
    await cache.put('https://a.example/1.png', png(1))
    expect(await cache.clear()).toBe(100)
    expect(await cache.get('https://a.example/1.png')).toBeUndefined()
    expect(await readdir(dir).catch(() => [])).toEqual([])
  })
})
