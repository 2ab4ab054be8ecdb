import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withFileLock, withFileLockSync } from '@services/stores/fileLock'
import { scratchDir } from './historyEntries'

/** The pid of a process that ran and is gone. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!
}

describe('a lock file shared by processes', () => {
  it('runs one holder at a time, and is gone afterwards', async () => {
    const lock = path.join(scratchDir(), 'status.lock')
    const steps: string[] = []
    let release = () => {}
    const first = withFileLock(lock, async () => {
      steps.push('first in')
      await new Promise<void>((resolve) => (release = resolve))
      steps.push('first out')
    })
    const second = withFileLock(lock, async () => {
      steps.push('second in')
    })
    while (steps.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid))
    release()
    await Promise.all([first, second])
    expect(steps).toEqual(['first in', 'first out', 'second in'])
    expect(fs.existsSync(lock)).toBe(false)
  })

  it('breaks a lock left by a process killed while holding it', () => {
    const lock = path.join(scratchDir(), 'history.jsonl.lock')
    fs.writeFileSync(lock, String(deadPid()))
    expect(withFileLockSync(lock, () => 'ran')).toBe('ran')
    expect(fs.existsSync(lock)).toBe(false)
  })

  it('breaks a lock naming this pid that this process does not hold (an earlier run in a container)', () => {
    const lock = path.join(scratchDir(), 'status.lock')
    fs.writeFileSync(lock, String(process.pid))
    expect(withFileLockSync(lock, () => 'ran')).toBe('ran')
  })

  it('waits for a live holder, and gives up with a clear error after the time given', () => {
    const lock = path.join(scratchDir(), 'history.jsonl.lock')
    fs.writeFileSync(lock, String(process.ppid))
    expect(() => withFileLockSync(lock, () => 'ran', 50)).toThrow(
      /Another Herald process has held .* for too long/,
    )
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.ppid))
  })
})
