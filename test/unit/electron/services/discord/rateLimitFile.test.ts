import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RateLimiter } from '@services/discord/rateLimit'
import type { RateLimitWait } from '@services/discord/rateLimit'
import { RateLimitFile } from '@services/discord/rateLimitFile'

const key = { key: 'POST /webhooks/123456789012345678/the-secret-token', label: '123456789012345678' }

function setup() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'herald-limits-')), 'rate-limits.json')
  const time = { now: 1_800_000_000_000 }
  const clock = { now: () => time.now, sleep: async (ms: number) => void (time.now += ms) }
  /** A limiter as a new process builds it: nothing in memory but the file. */
  const process = () => new RateLimiter({ clock, memory: new RateLimitFile(file, clock.now) })
  const waitsOf = async (limiter: RateLimiter) => {
    const waits: RateLimitWait[] = []
    await limiter.waitForCapacity(key, undefined, (wait) => waits.push(wait))
    return waits
  }
  return { file, time, process, waitsOf }
}

describe('RateLimitFile: rate limits remembered between processes', () => {
  it('makes the next process wait for a bucket the previous one emptied, naming no token', async () => {
    const { file, time, process, waitsOf } = setup()
    process().update(key, {
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': '1.5',
    })
    const waits = await waitsOf(process())
    expect(waits).toEqual([{ webhookId: key.label, waitMs: 1550, reason: 'bucket', until: time.now }])
    expect(fs.readFileSync(file, 'utf8')).not.toContain('the-secret-token')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('remembers a 429 wait (the hidden channel limit) too', async () => {
    const { process, waitsOf } = setup()
    process().limited(key, { waitMs: 30_000, global: false, scope: 'shared', code: 20028, banned: false })
    expect((await waitsOf(process())).map((wait) => [wait.reason, wait.waitMs])).toEqual([
      ['channel', 30_050],
    ])
  })

  it('forgets what has expired, and a bucket with requests left makes no one wait', async () => {
    const { file, time, process, waitsOf } = setup()
    process().update(key, { 'x-ratelimit-remaining': '3', 'x-ratelimit-reset-after': '2' })
    expect(await waitsOf(process())).toEqual([])
    process().update(key, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '2' })
    time.now += 2_001
    expect(await waitsOf(process())).toEqual([])
    const other = { key: 'POST /webhooks/2/t', label: '2' }
    process().update(other, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '1' })
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).limits)).toHaveLength(1)
  })

  it('starts empty from a damaged file and replaces it atomically', async () => {
    const { file, process, waitsOf } = setup()
    fs.writeFileSync(file, '{"version": 1, "limits": ')
    expect(await waitsOf(process())).toEqual([])
    process().update(key, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '1' })
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).version).toBe(1)
    expect(fs.readdirSync(path.dirname(file))).toEqual(['rate-limits.json'])
  })
})
