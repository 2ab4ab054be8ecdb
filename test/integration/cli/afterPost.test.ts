import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 24, defects 4, 5 and 13: what a `herald send` run does around the post itself. Once Discord has
// the message nothing may turn the run into a failure (a cron job would post it again); a wait an
// earlier run remembered is capped like one Discord answers; the data folder is made private.
const cli = cliHarness('herald-after-post-')

const hook = () => cli.emu.demo.webhooks.general
const webhook = () => `${cli.emu.apiBase}/webhooks/${hook().id}/${hook().token}`
const posted = () => cli.emu.control.journal({ route: 'executeWebhook' })

function message(text: string): string {
  const file = path.join(cli.dir, 'message.json')
  writeFileSync(file, JSON.stringify({ content: text }))
  return file
}

function send(dataDir: string, text: string, extra: string[] = []): Promise<Run> {
  return runNode([cli.entry, 'send', message(text), '--wait', ...extra], {
    env: { ...cli.env(dataDir), HERALD_WEBHOOK_URL: webhook() },
  })
}

describe('herald send after Discord has the message', () => {
  it('exits 0 and says what could not be saved when the data folder is a file', async () => {
    const notAFolder = path.join(cli.dir, 'data-is-a-file')
    writeFileSync(notAFolder, 'not a folder')
    const run = await send(notAFolder, 'posted despite the folder')
    expect(posted().map((entry) => entry.status)).toEqual([200])
    expect(run.code, run.stderr).toBe(0)
    const sent = JSON.parse(run.stdout) as { id: string; channel_id: string; content: string }
    expect(sent.content).toBe('posted despite the folder')
    expect(run.stderr).toContain('the rate-limit state could not be saved')
    expect(run.stderr).toContain('a part of the path is not a folder')
    expect(run.stderr).toContain(notAFolder)
    // Says where the message is (a pasted URL: its server is not known) and that History has no record.
    expect(run.stderr).toContain(`herald: posted message ${sent.id} in channel ${sent.channel_id}\n`)
    expect(run.stderr).toContain(
      'herald: warning: History could not record it: a part of the path is not a folder.',
    )
    expect(run.stderr).not.toContain('Something went wrong')
    expect(run.stderr).not.toContain(hook().token)
  })
})

// A data folder this user may not enter (EACCES) needs a second user: root passes every permission check.
const canSwitch =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0

describe.skipIf(!canSwitch)('herald send by a user who may not enter the data folder', () => {
  it('exits 0 with the message posted, and says the state could not be saved', async () => {
    const dataDir = path.join(cli.dir, 'roots-own')
    mkdirSync(dataDir, { mode: 0o700 })
    const file = message('posted by nobody')
    chmodSync(cli.dir, 0o755)
    chmodSync(file, 0o644)
    const run = await new Promise<Run>((resolve, reject) => {
      const child = spawn(
        'setpriv',
        [
          '--reuid=65534',
          '--regid=65534',
          '--clear-groups',
          process.execPath,
          cli.entry,
          'send',
          file,
          '--wait',
        ],
        { env: { ...cli.env(dataDir), HOME: '/', HERALD_WEBHOOK_URL: webhook() } },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
    expect(posted().map((entry) => entry.status)).toEqual([200])
    expect(run.code, run.stderr).toBe(0)
    expect((JSON.parse(run.stdout) as { content: string }).content).toBe('posted by nobody')
    expect(run.stderr).toContain('this user may not write there')
    expect(run.stderr).not.toContain('Something went wrong')
  })
})

describe('a rate limit an earlier run remembered', () => {
  it('is capped at 600 s like an answered one, and says what it waits for', async () => {
    const dataDir = path.join(cli.dir, 'remembered-429')
    cli.emu.control.injectFault({
      method: 'POST',
      path: '/webhooks/:id/:token',
      kind: 'rateLimit',
      retryAfter: 3600,
    })
    const first = await send(dataDir, 'first try')
    expect(first.code, first.stderr).toBe(3)
    expect(first.stderr).toContain('wait 3600 s')
    // The next run must not sleep the hour the first one was told: it refuses at once, sending nothing.
    const second = await send(dataDir, 'second try')
    expect(second.code, second.stderr).toBe(3)
    expect(second.stderr).toMatch(/an earlier request.*\d+ s/i)
    expect(second.stderr).toContain('nothing was sent')
    expect(posted().map((entry) => entry.status)).toEqual([429])
  })
})

describe('the data folder', () => {
  it('herald send makes a world-writable data folder private (0700)', async () => {
    const dataDir = path.join(cli.dir, 'wide-open')
    mkdirSync(dataDir)
    chmodSync(dataDir, 0o777)
    const run = await send(dataDir, 'into a wide folder')
    expect(run.code, run.stderr).toBe(0)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
  })

  it('herald templates list makes a world-writable data folder private (0700)', async () => {
    const dataDir = path.join(cli.dir, 'wide-open-templates')
    mkdirSync(dataDir)
    chmodSync(dataDir, 0o777)
    const run = await runNode([cli.entry, 'templates', 'list'], { env: cli.env(dataDir) })
    expect(run.code, run.stderr).toBe(0)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
  })
})

describe('failures that used to say "nothing more is known"', () => {
  it('a bad HERALD_API_BASE or HERALD_AUTH_BASE is named, exit 2, nothing sent', async () => {
    for (const [name, value] of [
      ['HERALD_API_BASE', 'nope'],
      ['HERALD_API_BASE', 'ftp://example.com/api/v10'],
      ['HERALD_AUTH_BASE', 'http://'],
    ] as const) {
      const run = await runNode([cli.entry, 'send', message('never sent')], {
        env: { ...cli.env(), HERALD_WEBHOOK_URL: webhook(), [name]: value },
      })
      expect(run.code, run.stderr).toBe(2)
      expect(run.stderr).toContain(`${name} is not an http or https URL`)
      expect(run.stderr).not.toContain('nothing more is known')
    }
    expect(posted()).toHaveLength(0)
  })

  it('a data folder that is a file is named with what is wrong, for every command that opens it', async () => {
    const notAFolder = path.join(cli.dir, 'data-file-for-stores')
    writeFileSync(notAFolder, 'not a folder')
    for (const args of [['templates', 'list'], ['backup'], ['status', 'list'], ['schedule', 'list']]) {
      const run = await runNode([cli.entry, ...args], { env: cli.env(notAFolder) })
      expect(run.code, args.join(' ')).toBe(1)
      expect(run.stderr, args.join(' ')).toContain(`Herald could not use ${notAFolder}`)
      expect(run.stderr, args.join(' ')).toContain('a part of the path is not a folder')
      expect(run.stderr).not.toContain('nothing more is known')
    }
  })

  it('backup --out to a path it cannot write says why: exit 2 for the path, 1 for a full disk', async () => {
    const dataDir = path.join(cli.dir, 'backup-data')
    const backup = (out: string) => runNode([cli.entry, 'backup', '--out', out], { env: cli.env(dataDir) })
    const missing = await backup(path.join(cli.dir, 'no-such-folder', 'backup.json'))
    expect(missing.code, missing.stderr).toBe(2)
    expect(missing.stderr).toMatch(/Cannot write the backup to .*no-such-folder.*: the folder does not exist/)
    const folder = await backup(cli.dir)
    expect(folder.code, folder.stderr).toBe(2)
    expect(folder.stderr).toMatch(/Cannot write the backup to .*: it is a folder/)
    const full = await backup('/dev/full')
    expect(full.code, full.stderr).toBe(1)
    expect(full.stderr).toMatch(/Cannot write the backup to \/dev\/full: the disk is full/)
    for (const run of [missing, folder, full]) expect(run.stderr).not.toContain('nothing more is known')
  })
})
