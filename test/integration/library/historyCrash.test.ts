import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openHistory, scratchDir, WEBHOOK } from '../../unit/electron/services/stores/historyEntries'

const writer = path.join(import.meta.dirname, 'historyWriter.ts')

describe('history after a SIGKILL', () => {
  it('keeps every acknowledged record and opens cleanly, a torn line or an unfinished compaction aside', async () => {
    const dataDir = scratchDir()
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let acknowledged = -1
    let text = ''
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        text += d.toString()
        const lines = text.split('\n')
        text = lines.pop()!
        acknowledged = Number(lines.at(-1) ?? acknowledged)
        // Past the first compactions, which start at 500 superseded lines.
        if (acknowledged >= 1200) {
          child.kill('SIGKILL')
          resolve()
        }
      })
    })
    await new Promise((resolve) => child.on('close', resolve))
    const { store, recovery } = openHistory(dataDir)
    const numbers = store
      .entries(WEBHOOK)
      .map((entry) => Number(BigInt(entry.messageId) - 300000000000000000n))
    expect(numbers.length).toBeGreaterThanOrEqual(acknowledged + 1)
    expect(numbers.slice(0, acknowledged + 1)).toEqual(Array.from({ length: acknowledged + 1 }, (_, n) => n))
    expect(
      store
        .entries(WEBHOOK)
        .slice(0, acknowledged + 1)
        .every((entry) => entry.deletedAt !== null),
    ).toBe(true)
    expect(recovery.list()).toEqual([])
    expect(fs.readFileSync(path.join(dataDir, 'history', `${WEBHOOK}.jsonl`), 'utf8').endsWith('\n')).toBe(
      true,
    )
  })
})
