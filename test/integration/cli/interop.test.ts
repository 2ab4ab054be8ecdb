import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { shareLink } from '../../../shared/interop'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import type { Run } from './cliProcess'
import { buildCli, root, runNode } from './cliProcess'

// `herald send` with Discohook files and links, as a child process against the emulator.

const dir = mkdtempSync(path.join(os.tmpdir(), 'herald-cli-interop-'))
const outDir = path.join(root, 'node_modules/.cache/herald-cli-test', path.basename(dir))
const entry = path.join(outDir, 'herald.js')
let emu: Emulator

beforeAll(async () => {
  await buildCli(outDir)
  emu = await startEmulator()
})
afterAll(async () => {
  await emu.close()
  rmSync(outDir, { recursive: true, force: true })
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  emu.control.reset()
})

function herald(args: string[]): Promise<Run> {
  return runNode([entry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      HERALD_API_BASE: emu.apiBase,
      HERALD_AUTH_BASE: emu.authBase,
      HERALD_DATA_DIR: dir,
    },
  })
}

function file(name: string, value: unknown): string {
  const at = path.join(dir, name)
  writeFileSync(at, JSON.stringify(value))
  return at
}

const bodies = () => emu.control.journal({ route: 'executeWebhook' }).map((e) => e.body)

describe('herald send with Discohook data', () => {
  it('sends each message of the first backup in order, legacy fields mapped', async () => {
    const backup = {
      version: 8,
      backups: [
        {
          name: 'Two',
          messages: [
            { data: { content: 'first', author: { name: 'Old bot' } } },
            { data: { content: 'second' } },
          ],
          targets: [{ url: 'https://discord.com/api/webhooks/1/secret-token-not-used' }],
        },
        { name: 'Not sent', messages: [{ data: { content: 'never' } }], targets: [] },
      ],
    }
    const run = await herald([
      'send',
      file('backup.json', backup),
      '--webhook',
      emu.demo.webhooks.general.url,
      '--wait',
    ])
    expect(run.code).toBe(0)
    expect(bodies()).toEqual([{ content: 'first', username: 'Old bot' }, { content: 'second' }])
    expect((JSON.parse(run.stdout) as { content: string }[]).map((m) => m.content)).toEqual([
      'first',
      'second',
    ])
    expect(run.stderr).toContain('the first of 2 backups')
  })

  it('sends a discohook.app ?data= link without fetching it', async () => {
    const link = shareLink({
      name: 'x',
      messages: [{ data: { content: 'from a link', embeds: [{ title: 'T' }] } }],
    })
    const run = await herald(['send', link, '--webhook', emu.demo.webhooks.general.url])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual([{ status: 204 }])
    expect(bodies()).toEqual([{ content: 'from a link', embeds: [{ title: 'T' }] }])
  })

  it('exits 2 and sends nothing when one message is invalid or nothing can be read', async () => {
    const editor = {
      messages: [{ data: { content: 'ok' } }, { data: { embeds: [{ title: 'x'.repeat(300) }] } }],
    }
    const run = await herald(['send', file('bad.json', editor), '--webhook', emu.demo.webhooks.general.url])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('messages[1].data.embeds[0].title')
    expect(run.stderr).toContain('nothing was sent')
    expect(bodies()).toEqual([])
    const share = await herald([
      'send',
      'https://discohook.app/?share=Ab12Cd34',
      '--webhook',
      emu.demo.webhooks.general.url,
    ])
    expect(share.code).toBe(2)
    expect(share.stderr).toContain('does not fetch')
  })
})
