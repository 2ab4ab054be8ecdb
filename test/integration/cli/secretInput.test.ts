import { chmodSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { EventHub, bindContract } from '@shared/rpc/bind'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { TemplateFiles } from '@services/templates/templateFiles'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 13, defect 2: secrets stay off the command line (what `ps` shows every local user). The webhook
// URL comes from the vault (@label, @id), standard input, a file or the environment; a literal URL still
// works, with a warning. Other secrets also come from a file named by NAME_FILE.

const cli = cliHarness('herald-secret-input-')
const PASSPHRASE = 'secret input passphrase'
const quiet = { debug() {}, info() {}, warn() {}, error() {} }

function herald(args: string[], env: Record<string, string> = {}, stdin?: string): Promise<Run> {
  return runNode([cli.entry, ...args], {
    env: {
      ...cli.env(),
      ...env,
    },
    stdin,
  })
}

function file(name: string, text: string, mode = 0o600): string {
  const where = path.join(cli.dir, name)
  writeFileSync(where, text)
  chmodSync(where, mode)
  return where
}

const hook = () => cli.emu.demo.webhooks.general
const message = () => file('message.json', JSON.stringify({ content: 'from a safe source' }))
const posted = () => cli.emu.control.journal({ route: 'executeWebhook' })

/** The run went out to the demo webhook, with the token nowhere on its command line or its output. */
function expectSentSafely(run: Run, args: string[]) {
  expect(run.code).toBe(0)
  expect(posted().at(-1)?.path).toContain(`/webhooks/${hook().id}/`)
  for (const text of [...args, run.stdout, run.stderr]) expect(text).not.toContain(hook().token)
}

/** Standard error says only where the message is (a saved webhook's server is known: a full link). */
function expectOnlyPostedLink(run: Run) {
  expect(run.stderr).toMatch(/^herald: posted https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\n$/)
}

beforeAll(async () => {
  // A vault in the CLI's data folder with the demo webhook saved as "Announcements bot".
  const services = await composeServices({
    config: configFromEnv({
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: cli.dir,
    }),
    events: new EventHub(quiet),
    log: quiet,
    shell: 'browser',
    version: '9.9.9',
    openExternal: async () => undefined,
    passphrase: PASSPHRASE,
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  const added = await bindContract(services.handlers, quiet)('webhooks.add', {
    url: cli.emu.demo.webhooks.general.url,
    label: 'Announcements bot',
  })
  await services.dispose()
  if (!added.ok) throw new Error(added.error.message)
  // A template the app saved from a draft that went to that webhook.
  new TemplateFiles({ dataDir: cli.dir, recovery: new RecoveryLog() }).write({
    id: 'hooktemplate0001',
    name: 'Weekly digest',
    messages: [{ id: 'm1', data: { content: 'Digest {{week}}' }, files: [] }],
    targets: [{ kind: 'saved', webhookId: cli.emu.demo.webhooks.general.id }],
    placeholders: ['week'],
    createdAt: '2026-01-01T00:00:00.000Z',
  })
})

// Issue 22 item 8: send --template goes where the template was saved to; an unknown --var is an error.
describe('herald send --template', () => {
  it('without a webhook option sends to the template’s saved target (opened from the vault)', async () => {
    const before = posted().length
    const run = await herald(['send', '--template', 'Weekly digest', '--var', 'week=47'], {
      HERALD_PASSPHRASE: PASSPHRASE,
    })
    // Only the line that says where it went: a saved target's server is known, so it is a full link.
    expect(run.stderr).toMatch(/^herald: posted https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\n$/)
    expect(run.code).toBe(0)
    expect(posted()).toHaveLength(before + 1)
    expect(posted().at(-1)?.path).toContain(`/webhooks/${hook().id}/`)
    expect(posted().at(-1)?.body).toMatchObject({ content: 'Digest 47' })
  })

  it('an unknown --var is an error naming the values the template takes; nothing is sent', async () => {
    const before = posted().length
    const run = await herald(['send', '--template', 'Weekly digest', '--var', 'week=47', '--var', 'weke=1'], {
      HERALD_PASSPHRASE: PASSPHRASE,
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('"weke"')
    expect(run.stderr).toContain('{{week}}')
    expect(posted()).toHaveLength(before)
  })
})

describe('the webhook URL off the command line', () => {
  it('--webhook @label and @id open it from the vault (passphrase from HERALD_PASSPHRASE_FILE)', async () => {
    const passphraseFile = file('passphrase', `${PASSPHRASE}\n`)
    for (const name of ['@Announcements bot', '@announcements BOT', `@${hook().id}`]) {
      const args = ['send', message(), '--webhook', name]
      const run = await herald(args, { HERALD_PASSPHRASE_FILE: passphraseFile })
      expectSentSafely(run, args)
      expectOnlyPostedLink(run)
    }
  })

  it('--webhook @label names what is missing when there is no such webhook or no passphrase', async () => {
    const unknown = await herald(['send', message(), '--webhook', '@nope'], { HERALD_PASSPHRASE: PASSPHRASE })
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/No saved webhook has the id or label "nope"/)
    const locked = await herald(['send', message(), '--webhook', '@Announcements bot'])
    expect(locked.code).toBe(2)
    expect(locked.stderr).toMatch(/HERALD_PASSPHRASE/)
    expect(posted()).toHaveLength(0)
  })

  it('--webhook - reads it from standard input, and refuses when the message comes from there too', async () => {
    const args = ['send', message(), '--webhook', '-']
    const run = await herald(args, {}, `${hook().url}\n`)
    expectSentSafely(run, args)
    expectOnlyPostedLink(run)
    const both = await herald(['send', '-', '--webhook', '-'], {}, '{"content":"x"}')
    expect(both.code).toBe(2)
    expect(both.stderr).toMatch(/Standard input carries the message/)
  })

  it('--webhook-file reads it from a file, and warns when other users can read that file', async () => {
    const args = ['send', message(), '--webhook-file', file('hook.url', `${hook().url}\n`)]
    const run = await herald(args)
    expectSentSafely(run, args)
    expectOnlyPostedLink(run)
    const open = await herald(['send', message(), '--webhook-file', file('open.url', hook().url, 0o644)])
    expect(open.code).toBe(0)
    expect(open.stderr).toMatch(/can be read by other users; chmod 600/)
  })

  it('HERALD_WEBHOOK_URL and HERALD_WEBHOOK_URL_FILE need no flag and draw no warning', async () => {
    const args = ['send', message()]
    expectSentSafely(await herald(args, { HERALD_WEBHOOK_URL: hook().url }), args)
    const fromFile = await herald(args, { HERALD_WEBHOOK_URL_FILE: file('env.url', hook().url) })
    expectSentSafely(fromFile, args)
    expectOnlyPostedLink(fromFile)
  })

  it('a literal --webhook URL still works, with a warning on standard error', async () => {
    const run = await herald(['send', message(), '--webhook', hook().url])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/warning: a webhook URL on the command line can be read by every user/)
    expect(run.stderr).not.toContain(hook().token)
  })

  it('edit and delete take the same forms', async () => {
    const sent = await herald(['send', message(), '--wait'], { HERALD_WEBHOOK_URL: hook().url })
    const id = (JSON.parse(sent.stdout) as { id: string }).id
    const env = { HERALD_PASSPHRASE: PASSPHRASE }
    const edited = await herald(['edit', message(), '--message', id, '--webhook', '@Announcements bot'], env)
    expect(edited.code).toBe(0)
    expect(edited.stderr).toMatch(/^herald: edited https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\n$/)
    expect(edited.stderr).toContain(`/${id}\n`)
    const deleted = await herald(['delete', '--message', id, '--webhook-file', file('d.url', hook().url)])
    expect(deleted.code).toBe(0)
    expect(deleted.stderr).toBe('')
  })
})

describe('other secrets from a file', () => {
  it('HERALD_BOT_TOKEN_FILE gives the bot token', async () => {
    const { id, botToken } = cli.emu.demo.application
    const args = ['metadata', 'get', '--app', id]
    const run = await herald(args, { HERALD_BOT_TOKEN_FILE: file('bot.token', `${botToken}\n`) })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual([])
    for (const text of [...args, run.stdout, run.stderr]) expect(text).not.toContain(botToken)
    const piped = await herald(args, { HERALD_BOT_TOKEN_FILE: '/dev/stdin' }, `${botToken}\n`)
    expect(piped.code).toBe(0)
    expect(piped.stderr).toBe('')
  })

  it('says which variables a missing secret can come from', async () => {
    const run = await herald(['oauth', 'token', '--client-id', cli.emu.demo.application.id])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/HERALD_CLIENT_SECRET \(or HERALD_CLIENT_SECRET_FILE/)
  })
})

// Issue 24, defect 9: `--webhook-file /dev/zero` once read until the process held 16.8 GB. Every secret
// source (a --*-file option, a NAME_FILE variable, standard input) is read to a bound instead.
describe('a secret source that never ends or is far too long', () => {
  const tooLong = () => file('huge.secret', `${'a'.repeat(200 * 1024)}\n${hook().url}\n`)

  it('refuses a file over 64 KiB, naming it, and sends nothing', async () => {
    const run = await herald(['send', message(), '--webhook-file', tooLong()])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`${path.join(cli.dir, 'huge.secret')} is larger than 64 KiB`)
    const env = await herald(['send', message()], { HERALD_WEBHOOK_URL_FILE: tooLong() })
    expect(env.code).toBe(2)
    expect(env.stderr).toContain('is larger than 64 KiB')
    const bot = await herald(['metadata', 'get', '--app', cli.emu.demo.application.id], {
      HERALD_BOT_TOKEN_FILE: tooLong(),
    })
    expect(bot.code).toBe(2)
    expect(bot.stderr).toContain('is larger than 64 KiB')
    expect(posted()).toHaveLength(0)
  })

  it('refuses standard input over 64 KiB for a secret', async () => {
    const run = await herald(['send', message(), '--webhook', '-'], {}, `${'a'.repeat(200 * 1024)}\n`)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Standard input is larger than 64 KiB')
    expect(posted()).toHaveLength(0)
  })

  it('stops reading /dev/zero at the bound', async () => {
    const runs: [string[], Record<string, string>][] = [
      [['send', message(), '--webhook-file', '/dev/zero'], {}],
      [['send', message(), '--webhook', '@Announcements bot'], { HERALD_PASSPHRASE_FILE: '/dev/zero' }],
    ]
    for (const [args, env] of runs) {
      const run = await herald(args, env)
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('/dev/zero is larger than 64 KiB')
    }
    expect(posted()).toHaveLength(0)
  })
})
