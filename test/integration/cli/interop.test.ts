import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeImport, shareLink } from '@shared/interop'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// `herald send` with Discohook files and links, as a child process against the emulator.

const cli = cliHarness('herald-cli-interop-')
const { dir, entry } = cli

function herald(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runNode([entry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dir,
      ...env,
    },
  })
}

function file(name: string, value: unknown): string {
  const at = path.join(dir, name)
  writeFileSync(at, JSON.stringify(value))
  return at
}

const bodies = () => cli.emu.control.journal({ route: 'executeWebhook' }).map((e) => e.body)

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
      cli.emu.demo.webhooks.general.url,
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
    const run = await herald(['send', link, '--webhook', cli.emu.demo.webhooks.general.url])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual([{ status: 204 }])
    expect(bodies()).toEqual([{ content: 'from a link', embeds: [{ title: 'T' }] }])
  })

  it('exits 2 and sends nothing when one message is invalid or nothing can be read', async () => {
    const editor = {
      messages: [{ data: { content: 'ok' } }, { data: { embeds: [{ title: 'x'.repeat(300) }] } }],
    }
    const run = await herald([
      'send',
      file('bad.json', editor),
      '--webhook',
      cli.emu.demo.webhooks.general.url,
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('messages[1].data.embeds[0].title')
    expect(run.stderr).toContain('nothing was sent')
    expect(bodies()).toEqual([])
    const share = await herald([
      'send',
      'https://discohook.app/?share=Ab12Cd34',
      '--webhook',
      cli.emu.demo.webhooks.general.url,
    ])
    expect(share.code).toBe(2)
    expect(share.stderr).toContain('does not fetch')
  })
})

describe('herald import and herald export', () => {
  it('imports a backup into drafts, saves its webhook only with --save-webhooks, and exports it back', async () => {
    const data = path.join(dir, 'data-import')
    const hook = cli.emu.demo.webhooks.general
    const url = `https://discord.com/api/webhooks/${hook.id}/${hook.token}`
    const backup = {
      version: 7,
      backups: [
        {
          name: 'Weekly',
          messages: [{ data: { content: 'a' } }, { data: { content: 'b' } }],
          targets: [{ url }],
        },
      ],
    }
    const source = file('weekly.json', backup)
    const dry = await herald(['import', source], { HERALD_DATA_DIR: data })
    expect(dry.code).toBe(0)
    expect(dry.stderr).toContain('1 webhook URL found, not saved')
    expect(dry.stdout).not.toContain(hook.token)
    expect(JSON.parse(dry.stdout)).toMatchObject({
      format: 'discohook-backup',
      drafts: [{ name: 'Weekly', messages: 2 }],
    })
    expect(await herald(['import', source, '--save-webhooks'], { HERALD_DATA_DIR: data })).toMatchObject({
      code: 2,
    })
    const saved = await herald(['import', source, '--save-webhooks'], {
      HERALD_DATA_DIR: data,
      HERALD_PASSPHRASE: 'cli interop pass',
    })
    expect(saved.code).toBe(0)
    expect(JSON.parse(saved.stdout).savedWebhooks).toEqual([
      { key: 'w0', webhookId: hook.id, alreadySaved: false },
    ])
    expectNoToken(saved, hook.token)
    // Sealed: no file of the data folder holds the token in plain text.
    for (const name of readdirSync(data, { recursive: true, encoding: 'utf8' })) {
      const at = path.join(data, name)
      if (statSync(at).isFile()) expect(readFileSync(at, 'utf8')).not.toContain(hook.token)
    }

    // Two drafts are named Weekly now: the name is ambiguous, the id is not.
    expect(await herald(['export', 'Weekly'], { HERALD_DATA_DIR: data })).toMatchObject({ code: 2 })
    const id = (JSON.parse(saved.stdout) as { drafts: { id: string }[] }).drafts[0]?.id ?? ''
    const out = await herald(['export', id], { HERALD_DATA_DIR: data })
    expect(out.code).toBe(0)
    expect(JSON.parse(out.stdout)).toEqual({
      version: 'd2',
      messages: [{ data: { content: 'a' } }, { data: { content: 'b' } }],
    })
    const link = await herald(['export', id, '--share'], { HERALD_DATA_DIR: data })
    expect(link.stdout.startsWith('https://discohook.app/?data=')).toBe(true)
    expect(decodeImport(link.stdout.trim()).drafts[0]?.messages).toEqual([
      { data: { content: 'a' } },
      { data: { content: 'b' } },
    ])
    expect(await herald(['export', id, '--include-webhook-urls'], { HERALD_DATA_DIR: data })).toMatchObject({
      code: 2,
    })
  })
})

function expectNoToken(run: Run, token: string): void {
  expect(run.stdout).not.toContain(token)
  expect(run.stderr).not.toContain(token)
}
