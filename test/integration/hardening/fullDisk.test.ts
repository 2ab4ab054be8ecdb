import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import type { Draft } from '@shared/drafts/draft'
import type { Dispatch, Envelope } from '@shared/rpc'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { httpDispatch } from './fuzzWorld'

// docs/security.md promises that a full disk loses nothing and leaves no temporary file. faults.test.ts
// injects ENOSPC at the store seam; this runs the browser host on a real, small filesystem (a 4 MiB
// tmpfs, which needs root: skipped elsewhere) filled to the last byte, over HTTP as the page calls it.
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-full-disk-'))
let mounted = false

/** Mounts the small filesystem; false where this process may not (not root, or no CAP_SYS_ADMIN). */
function mountTmpfs(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    })
    return true
  } catch {
    return false
  }
}

const dataDir = path.join(mountPoint, 'data')
const filler = path.join(mountPoint, 'filler')
let emu: Emulator
let host: RunningHost
let call: Dispatch

async function value<T>(method: string, input: unknown): Promise<T> {
  const answer = await call(method, input)
  if (!answer.ok) throw new Error(`${method}: ${answer.error.kind}: ${answer.error.message}`)
  return answer.value as T
}

/** Writes until the filesystem has no byte left. */
function fillDisk(): void {
  const fd = fs.openSync(filler, 'w')
  const block = Buffer.alloc(64 * 1024)
  try {
    for (;;) fs.writeSync(fd, block)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    for (let size = 4096; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) fs.writeSync(fd, block.subarray(0, size))
      } catch {
        // This size no longer fits: try a smaller one, down to the last byte.
      }
    }
  } finally {
    fs.closeSync(fd)
  }
}

/** Every file under the data folder, relative, with its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.set(path.relative(dataDir, full), fs.readFileSync(full, 'utf8'))
    }
  }
  walk(dataDir)
  return files
}

beforeAll(async () => {
  mounted = mountTmpfs()
  if (!mounted) return
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  host = await startHost({
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    rendererDir: mountPoint,
    passphrase: 'full disk passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    openExternal: async () => undefined,
  })
  call = httpDispatch(host)
})

afterAll(async () => {
  if (mounted) {
    await host?.close()
    await emu?.close()
    execFileSync('umount', [mountPoint])
  }
  fs.rmSync(mountPoint, { recursive: true, force: true })
})

describe('the browser host on a full disk (tmpfs)', () => {
  it('refuses each write with a typed error, loses nothing, leaves no temporary file, then goes on', async (ctx) => {
    if (!mounted) ctx.skip()
    const hook = emu.demo.webhooks.general
    const { webhook } = await value<{ webhook: { id: string } }>('webhooks.add', {
      url: hook.url,
      label: 'Kept',
    })
    const { draft } = await value<{ draft: Draft }>('drafts.create', { name: 'Before the disk filled' })
    await value('settings.update', { settings: { theme: 'dark' } })
    const before = snapshot()

    fillDisk()
    const typed = { ...draft, name: 'Typed on a full disk' }
    const writes: [string, unknown][] = [
      ['drafts.save', { draft: typed }],
      ['drafts.create', { name: 'Another' }],
      ['settings.update', { settings: { theme: 'light' } }],
      ['webhooks.rename', { webhookId: webhook.id, label: 'Renamed on a full disk' }],
      ['webhooks.add', { url: emu.demo.webhooks.announcements.url }],
    ]
    const answers: [string, Envelope][] = []
    for (const [method, input] of writes) answers.push([method, await call(method, input)])
    for (const [method, answer] of answers) {
      expect(answer.ok, method).toBe(false)
      if (answer.ok) continue
      // A full disk is said as such; never "nothing more is known".
      expect(answer.error.message, method).toMatch(/disk is full|no space/i)
    }
    // A message still goes out: Discord has it, so the answer says it was sent.
    const sent = await call('message.send', {
      target: { kind: 'saved', webhookId: webhook.id },
      message: { content: 'posted while the disk was full' },
    })
    expect(sent.ok, JSON.stringify(sent)).toBe(true)
    expect(emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    // ... and that History could not record it, and why.
    expect(sent.ok && (sent.value as { historyNotRecorded?: string }).historyNotRecorded).toBe(
      'History could not record it: the disk is full.',
    )

    // Nothing on disk changed and no temporary file was left behind; the send's history log may have
    // been created (a new file takes an inode, not a block), but holds no partial line.
    const after = snapshot()
    for (const [file, text] of after) {
      if (!file.startsWith('history/')) continue
      for (const line of text.split('\n').filter(Boolean))
        expect(() => JSON.parse(line) as unknown).not.toThrow()
      after.delete(file)
    }
    expect(after).toEqual(before)
    // Reads answer what was saved before.
    expect((await value<{ draft: Draft }>('drafts.get', { id: draft.id })).draft.name).toBe(draft.name)
    expect((await value<{ settings: { theme: string } }>('settings.get', {})).settings.theme).toBe('dark')

    // Space is back: the same writes go through.
    fs.rmSync(filler)
    for (const [method, input] of writes) await value(method, input)
    expect((await value<{ draft: Draft }>('drafts.get', { id: draft.id })).draft.name).toBe(typed.name)
  })
})
