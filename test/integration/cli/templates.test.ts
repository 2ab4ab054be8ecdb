import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { TemplateFiles } from '@services/templates/templateFiles'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// `herald send --template` and `herald templates list` as a user runs them: the built bundle reading a
// template the app saved (written here through the app's own TemplateFiles) in HERALD_DATA_DIR.

const cli = cliHarness('herald-cli-templates-')
const { dir, entry } = cli
beforeAll(() => {
  new TemplateFiles({ dataDir: dir, recovery: new RecoveryLog() }).write({
    id: 'releasetemplate1',
    name: 'Release notes',
    messages: [
      {
        id: 'm1',
        data: {
          content: 'Herald {{version}} ships {{date:iso}} \\{{not_a_var}}',
          embeds: [{ title: '{{ Title }}' }],
          allowed_mentions: { parse: [] },
        },
        files: [],
      },
    ],
    targets: [],
    placeholders: ['version', 'date', 'title'],
    createdAt: '2026-01-01T00:00:00.000Z',
  })
})

function herald(args: string[]): Promise<Run> {
  return runNode([entry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dir,
    },
  })
}

const today = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

describe('herald templates', () => {
  it('lists the saved templates with their placeholders', async () => {
    const run = await herald(['templates', 'list'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('Release notes  {{version}} {{date}} {{title}}\n')
  })

  it('sends the filled template; the webhook receives the filled content', async () => {
    const hook = cli.emu.demo.webhooks.general
    const hookFile = path.join(dir, 'hook.url')
    writeFileSync(hookFile, hook.url, { mode: 0o600 })
    const run = await herald([
      'send',
      '--template',
      'release notes',
      '--var',
      'version=2.1',
      '--var',
      'TITLE=a=b',
      '--webhook-file',
      hookFile,
    ])
    expect(run.stderr).toMatch(
      /^herald: posted (https:\/\/discord\.com\/channels\/\d+\/|message \d+ in channel )\d+/,
    )
    expect(run.stderr).not.toContain('warning')
    expect(run.code).toBe(0)
    expect(cli.emu.control.journal({ route: 'executeWebhook' })[0]?.body).toMatchObject({
      content: `Herald 2.1 ships ${today()} {{not_a_var}}`,
      embeds: [{ title: 'a=b' }],
    })
  })

  it('exits 2 listing the missing vars, and sends nothing', async () => {
    const run = await herald([
      'send',
      '--template',
      'Release notes',
      '--webhook',
      cli.emu.demo.webhooks.general.url,
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Give a value for: version and title.')
    expect(run.stderr).toContain('values.version:')
    expect(cli.emu.control.journal()).toEqual([])
  })

  it('exits 2 listing problems a filled value causes, with their paths', async () => {
    const run = await herald([
      'send',
      '--template=Release notes',
      '--var',
      'version=1',
      '--var',
      `title=${'t'.repeat(300)}`,
      '--webhook',
      cli.emu.demo.webhooks.general.url,
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('messages[0].embeds[0].title:')
    expect(cli.emu.control.journal()).toEqual([])
  })

  it('exits 2 for an unknown template or a malformed --var', async () => {
    const url = cli.emu.demo.webhooks.general.url
    expect((await herald(['send', '--template', 'Nope', '--webhook', url])).code).toBe(2)
    const bad = await herald(['send', '--template', 'Release notes', '--var', 'novalue', '--webhook', url])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--var takes name=value')
  })
})
