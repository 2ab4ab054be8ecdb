import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { measure } from '@shared/discord'
import { URL_TABLE } from '../../fixtures/discordUrls'
import { fixtureFiles } from '../engine/helpers'
import type { Run } from './cliProcess'
import { cliHarness, root, runNode } from './cliProcess'

// The `herald` command as a user runs it: the built bundle (electron/cli/vite.config.ts, built once into
// a scratch folder) as a child process against the emulator over loopback.

const cli = cliHarness('herald-cli-')
const { dir, entry } = cli
const files = fixtureFiles()

function herald(
  args: string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
): Promise<Run> {
  return runNode([entry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dir,
      ...options.env,
    },
    stdin: options.stdin,
  })
}

function messageFile(name: string, message: unknown): string {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(message))
  return file
}

/** `herald send|edit <file> --webhook <url> ...flags`, with `message` written to `file` first. */
function heraldWithMessage(
  command: 'send' | 'edit',
  [file, message]: [string, unknown],
  webhook: string,
  flags: string[] = [],
  options: { env?: Record<string, string> } = {},
): Promise<Run> {
  return herald([command, messageFile(file, message), '--webhook', webhook, ...flags], options)
}

/** The id of the message a `--wait` send printed. */
function sentId(run: Run): string {
  return (JSON.parse(run.stdout) as { id: string }).id
}

function expectNoSecrets(run: Run, ...secrets: string[]) {
  for (const secret of secrets) {
    expect(run.stdout).not.toContain(secret)
    expect(run.stderr).not.toContain(secret)
  }
}

describe('herald send', () => {
  it('sends a 3-file message whose embed shows one of them, and prints the message with --wait', async () => {
    const hook = cli.emu.demo.webhooks.general
    const message = {
      content: 'Release 2.0',
      embeds: [{ title: 'Banner', image: { url: 'attachment://banner.png' } }],
    }
    const run = await heraldWithMessage('send', ['three.json', message], hook.url, [
      '--wait',
      '--file',
      files.png,
      '--file',
      files.gif,
      '--file',
      files.txt,
    ])
    expect(run.code).toBe(0)
    const printed = JSON.parse(run.stdout) as { id: string; embeds: { image: { url: string } }[] }
    expect(printed.embeds[0]?.image.url).toMatch(/banner\.png/)
    const entry = cli.emu.control.journal({ route: 'executeWebhook' })[0]
    expect(entry?.files.map((f) => f.field)).toEqual(['files[0]', 'files[1]', 'files[2]'])
    expect(entry?.headers.authorization).toBeUndefined()
    expectNoSecrets(run, hook.token)
  })

  it('prints {"status":204} without --wait, reads stdin, and takes the URL from HERALD_WEBHOOK_URL', async () => {
    const hook = cli.emu.demo.webhooks.general
    const run = await herald(['send', '-', '--username', 'Release Bot'], {
      env: { HERALD_WEBHOOK_URL: hook.url },
      stdin: JSON.stringify({ content: 'from stdin' }),
    })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({ status: 204 })
    expect(cli.emu.control.journal({ route: 'executeWebhook' })[0]?.body).toEqual({
      content: 'from stdin',
      username: 'Release Bot',
    })
  })

  it('shows rate-limit waits on stderr', async () => {
    cli.emu.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: '/webhooks/:id/:token',
      retryAfter: 0.2,
    })
    const run = await heraldWithMessage(
      'send',
      ['m.json', { content: 'x' }],
      cli.emu.demo.webhooks.general.url,
    )
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/rate limited .*sending in 0\.\d s/)
  })

  it('exits 2 and lists every problem of an invalid message, sending nothing', async () => {
    const hook = cli.emu.demo.webhooks.general
    const message = { content: 'x'.repeat(2001), embeds: [{ title: 't'.repeat(300) }] }
    const run = await heraldWithMessage('send', ['bad.json', message], hook.url)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('content:')
    expect(run.stderr).toContain('embeds[0].title:')
    expect(cli.emu.control.journal()).toEqual([])
  })

  it('exits 2 for a URL that is neither Discord nor under the API root', async () => {
    const hook = cli.emu.demo.webhooks.general
    const run = await heraldWithMessage(
      'send',
      ['m.json', { content: 'x' }],
      `https://example.com/api/webhooks/${hook.id}/${hook.token}`,
    )
    expect(run.code).toBe(2)
    expect(cli.emu.control.journal()).toEqual([])
    expectNoSecrets(run, hook.token)
  })

  it('exits 3 with status, code and message when Discord refuses, and never prints the token', async () => {
    const hook = cli.emu.demo.webhooks.general
    const wrongToken = 'W'.repeat(68)
    const run = await herald(['send', messageFile('m.json', { content: 'x' })], {
      env: { HERALD_WEBHOOK_URL: `${cli.emu.apiBase}/webhooks/${hook.id}/${wrongToken}` },
    })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain("This webhook's token is wrong")
    expect(run.stderr).toContain('HTTP 401, code 50027')
    expectNoSecrets(run, wrongToken)
  })

  it('exits 4 when the outcome is unknown (a 500 after sending) and posts once', async () => {
    cli.emu.control.injectFault({ kind: 'status', method: 'POST', path: '/webhooks/:id/:token', status: 500 })
    const hook = cli.emu.demo.webhooks.general
    const run = await heraldWithMessage('send', ['m.json', { content: 'x' }], hook.url)
    expect(run.code).toBe(4)
    expect(run.stderr).toMatch(/Look in the channel/)
    expect(cli.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    expectNoSecrets(run, hook.token)
  })

  it('exits 4 when Discord cannot be reached', async () => {
    const hook = cli.emu.demo.webhooks.general
    const run = await heraldWithMessage(
      'send',
      ['m.json', { content: 'x' }],
      `https://discord.com/api/webhooks/${hook.id}/${hook.token}`,
      [],
      { env: { HERALD_API_BASE: 'http://127.0.0.1:1/api/v10' } },
    )
    expect(run.code).toBe(4)
    expect(run.stderr).toMatch(/Could not reach Discord/)
    expectNoSecrets(run, hook.token)
  })
})

describe('herald edit and delete', () => {
  it('edits and then deletes a message it sent', async () => {
    const hook = cli.emu.demo.webhooks.general
    const sent = await heraldWithMessage('send', ['v1.json', { content: 'v1' }], hook.url, ['--wait'])
    const id = sentId(sent)
    const edited = await heraldWithMessage('edit', ['v2.json', { content: 'v2' }], hook.url, [
      '--message',
      id,
    ])
    expect(edited.code).toBe(0)
    expect(JSON.parse(edited.stdout)).toMatchObject({ id, content: 'v2' })
    const deleted = await herald(['delete', '--webhook', hook.url, '--message', id])
    expect(deleted.code).toBe(0)
    expect(JSON.parse(deleted.stdout)).toEqual({ status: 204 })
    expect(cli.emu.control.messages({ webhookId: hook.id })).toEqual([])
  })

  it('edit --file keeps the files the message holds, those its embed shows included (issue 19)', async () => {
    const hook = cli.emu.demo.webhooks.general
    const message = {
      content: 'v1',
      embeds: [{ title: 'Banner', image: { url: 'attachment://banner.png' } }],
    }
    const sent = await heraldWithMessage('send', ['banner.json', message], hook.url, [
      '--wait',
      '--file',
      files.png,
      '--file',
      files.txt,
    ])
    const id = sentId(sent)
    const shown = () => {
      const stored = cli.emu.control.messages({ webhookId: hook.id }).find((m) => m.id === id) as {
        attachments: { filename: string }[]
        embeds: { image?: { url: string } }[]
      }
      return { loose: stored.attachments.map((a) => a.filename), image: stored.embeds[0]?.image?.url }
    }
    const before = shown()
    const edited = await heraldWithMessage(
      'edit',
      ['banner2.json', { ...message, content: 'v2' }],
      hook.url,
      ['--message', id, '--file', files.gif],
    )
    expect(edited.code).toBe(0)
    expect(shown()).toEqual({ loose: ['notes.txt', 'dance.gif'], image: before.image })
    expect((await fetch(before.image ?? '')).status).toBe(200)
  })
})

describe('herald flags reach the wire', () => {
  it('send: --thread-name opens a forum post, --thread-id posts in it, --avatar-url and --username apply', async () => {
    const hook = cli.emu.demo.webhooks.forum
    const opened = await heraldWithMessage('send', ['post.json', { content: 'First post' }], hook.url, [
      '--thread-name',
      'Release notes',
      '--wait',
    ])
    expect(opened.code).toBe(0)
    const thread = (JSON.parse(opened.stdout) as { channel_id: string }).channel_id
    expect(thread).not.toBe(cli.emu.demo.channels.forum)
    const reply = await heraldWithMessage('send', ['reply.json', { content: 'A reply' }], hook.url, [
      '--thread-id',
      thread,
      '--username',
      'Release Bot',
      '--avatar-url',
      'https://cdn.example.com/bot.png',
      '--no-history',
    ])
    expect(reply.code).toBe(0)
    const [first, second] = cli.emu.control.journal({ route: 'executeWebhook' })
    expect(first?.body).toEqual({ content: 'First post', thread_name: 'Release notes' })
    expect(first?.query).toMatchObject({ wait: 'true' })
    expect(second?.query).toMatchObject({ thread_id: thread })
    // Without --wait and without History to record in, Discord is not asked for the message.
    expect(second?.query.wait).toBeUndefined()
    expect(second?.body).toEqual({
      content: 'A reply',
      username: 'Release Bot',
      avatar_url: 'https://cdn.example.com/bot.png',
    })
    expectNoSecrets(opened, hook.token)
    expectNoSecrets(reply, hook.token)
  })

  it('edit --file adds a file to a message in a thread; delete --thread-id removes it there', async () => {
    const hook = cli.emu.demo.webhooks.forum
    const thread = cli.emu.demo.forumThread
    const sent = await heraldWithMessage('send', ['v1.json', { content: 'v1' }], hook.url, [
      '--thread-id',
      thread,
      '--wait',
    ])
    const id = sentId(sent)
    const edited = await heraldWithMessage('edit', ['v2.json', { content: 'v2' }], hook.url, [
      '--message',
      id,
      '--thread-id',
      thread,
      '--file',
      files.txt,
    ])
    expect(edited.code).toBe(0)
    expect(JSON.parse(edited.stdout)).toMatchObject({
      id,
      content: 'v2',
      attachments: [{ id: expect.any(String) }],
    })
    const patch = cli.emu.control.journal({ route: 'editWebhookMessage' })[0]
    expect(patch?.method).toBe('PATCH')
    expect(patch?.query).toMatchObject({ thread_id: thread })
    expect(patch?.files.map((file) => file.field)).toEqual(['files[0]'])

    const deleted = await herald(['delete', '--webhook', hook.url, '--message', id, '--thread-id', thread])
    expect(deleted.code).toBe(0)
    const del = cli.emu.control.journal({ route: 'deleteWebhookMessage' })[0]
    expect(del?.query).toMatchObject({ thread_id: thread })
    expect(cli.emu.control.messages({ webhookId: hook.id })).toEqual([])
  })

  it('refuses a look-alike host in HERALD_WEBHOOK_URL before sending (exit 2), and unknown flags', async () => {
    const hook = cli.emu.demo.webhooks.general
    const lookAlike = await herald(['send', messageFile('m.json', { content: 'x' })], {
      env: { HERALD_WEBHOOK_URL: `https://discord.com.evil.example/api/webhooks/${hook.id}/${hook.token}` },
    })
    expect(lookAlike.code).toBe(2)
    expectNoSecrets(lookAlike, hook.token)
    const unknown = await heraldWithMessage('send', ['m.json', { content: 'x' }], hook.url, ['--bogus'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/bogus/)
    const noMessage = await herald(['delete', '--webhook', hook.url])
    expect(noMessage.code).toBe(2)
    expect(cli.emu.control.journal()).toEqual([])
  })
})

describe('herald validate', () => {
  it('reports a 6001-character embed set as invalid, with the counters and field paths (exit 2)', async () => {
    const message = messageFile('big.json', {
      embeds: [
        { title: 'a'.repeat(256), description: 'b'.repeat(4096) },
        { description: 'c'.repeat(1000), fields: [{ name: 'd'.repeat(249), value: 'e'.repeat(400) }] },
      ],
    })
    const run = await herald(['validate', message])
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/embed text \(all embeds\)\s+6001 \/ 6000\s+over by 1/)
    expect(run.stdout).toMatch(/^\s+embeds(\[\d\][.\w[\]]*)?: .*6000/m)
  })

  // Issue 22 item 4: `herald validate` and the editor (measure() on the draft) apply one URL rule.
  it('agrees with the editor on every URL of the table, placeholders like https://&&USERAVATAR&& refused', async () => {
    for (let start = 0; start < URL_TABLE.length; start += 10) {
      const rows = URL_TABLE.slice(start, start + 10)
      const message = { embeds: rows.map(([url]) => ({ title: 't', url })) }
      const run = await herald(['validate', '--json', '-'], { stdin: JSON.stringify(message) })
      const cliRefused = (JSON.parse(run.stdout) as { problems: { pathText: string }[] }).problems.map(
        (p) => p.pathText,
      )
      const editorRefused = measure(message, { kind: 'execute' }).problems.map((p) => p.pathText)
      const expected = rows.flatMap(([, ok], i) => (ok ? [] : [`embeds[${i}].url`]))
      expect(cliRefused).toEqual(expected)
      expect(editorRefused).toEqual(expected)
      expect(run.code).toBe(expected.length > 0 ? 2 : 0)
    }
  })

  it('exits 0 for a valid message', async () => {
    const run = await herald(['validate', '-'], { stdin: JSON.stringify({ content: 'fine' }) })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Valid')
  })

  // Issue 22 item 8: a command's --help is that command's usage, not the whole page.
  it('herald <command> --help prints that command’s usage only', async () => {
    const run = await herald(['connection', '--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('herald connection put <connection.json|-> --app ID')
    expect(run.stdout).not.toContain('herald send')
    expect(run.stdout.split('\n').length).toBeLessThan(20)
    const full = await herald(['--help'])
    expect(full.stdout).toContain('herald send')
  })

  it('herald --help and README give the same HERALD_LOG default', async () => {
    const run = await herald(['--help'])
    const said = /HERALD_LOG .*?(\w+) \(default\)/.exec(run.stdout)?.[1]
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const row = readme.split('\n').find((line) => line.startsWith('| `HERALD_LOG`')) ?? ''
    expect(said).toBe('warn')
    expect(row).toContain(`the \`herald\` command: \`${said}\``)
  })

  it('prints --help and exits 0', async () => {
    const run = await herald(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('herald send <message.json|->')
  })

  it('runs from source with tsx too', async () => {
    const run = await runNode(
      ['--import', 'tsx', path.join(root, 'electron/cli/herald.ts'), 'validate', '-'],
      {
        stdin: JSON.stringify({ content: 'x'.repeat(2001) }),
      },
    )
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/content\s+2001 \/ 2000/)
  })
})
