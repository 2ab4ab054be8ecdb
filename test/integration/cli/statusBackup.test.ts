import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { openServices } from '../../support/services'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// `herald status` and `herald backup` / `herald restore` as a cron job runs them: the built bundle on a
// data folder the app filled (through the app's own services, on the same emulator).

const cli = cliHarness('herald-cli-status-')
const PASSPHRASE = 'status and backup passphrase'
let folders = 0

function herald(
  dataDir: string,
  args: string[],
  options: { stdin?: string; passphrase?: boolean; lang?: string } = {},
) {
  return runNode([cli.entry, ...args], {
    stdin: options.stdin,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? cli.dir,
      HERALD_API_BASE: cli.emu.apiBase,
      HERALD_AUTH_BASE: cli.emu.authBase,
      HERALD_DATA_DIR: dataDir,
      ...(options.passphrase === false ? {} : { HERALD_PASSPHRASE: PASSPHRASE }),
      ...(options.lang ? { LANG: options.lang } : {}),
    },
  })
}

/** A data folder with the general webhook saved, one message sent and marked "Build status". */
async function appWithStatus(): Promise<{ dataDir: string; messageId: string }> {
  setLogSink(() => {}, 'error')
  const dataDir = path.join(cli.dir, `data-${++folders}`)
  const app = await openServices(cli.emu, dataDir, { passphrase: PASSPHRASE })
  try {
    const { webhook } = await app.call<{ webhook: { id: string } }>('webhooks.add', {
      url: cli.emu.demo.webhooks.general.url,
    })
    const sent = await app.call<{ message: { id: string; channel_id: string } }>('message.send', {
      target: { kind: 'saved', webhookId: webhook.id },
      message: { content: 'Build: queued' },
    })
    await app.call('drafts.create', {})
    await app.call('status.mark', {
      name: 'Build status',
      webhookId: webhook.id,
      messageId: sent.message.id,
      channelId: sent.message.channel_id,
    })
    return { dataDir, messageId: sent.message.id }
  } finally {
    await app.services.dispose()
  }
}

const patches = () => cli.emu.control.journal().filter((entry) => entry.method === 'PATCH')
const ok = (run: Run) => expect(run, run.stderr).toMatchObject({ code: 0 })

describe('herald status', () => {
  it('lists the status messages', async () => {
    const { dataDir, messageId } = await appWithStatus()
    const run = await herald(dataDir, ['status', 'list'], { passphrase: false })
    ok(run)
    expect(run.stdout).toBe(`Build status  General Hook, message ${messageId}  updated never\n`)
  })

  it('update edits the message in place from standard input: one PATCH, no new post', async () => {
    const { dataDir, messageId } = await appWithStatus()
    const posts = cli.emu.control.journal({ route: 'executeWebhook' }).length
    const run = await herald(dataDir, ['status', 'update', 'build status', '-'], {
      stdin: JSON.stringify({ content: 'Build: passed' }),
    })
    ok(run)
    expect(JSON.parse(run.stdout)).toMatchObject({ outcome: 'edited', messageId })
    expect(patches()).toHaveLength(1)
    expect(patches()[0]!.body).toMatchObject({ content: 'Build: passed' })
    expect(cli.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(posts)
  })

  it('a message Discord lost: exit 3 with what to do; --repost-if-gone posts it and marks the new one', async () => {
    const { dataDir, messageId } = await appWithStatus()
    cli.emu.control.injectFault({
      kind: 'status',
      path: '/webhooks/:id/:token/messages/:mid',
      method: 'PATCH',
      status: 404,
      body: { message: 'Unknown Message', code: 10008 },
      count: 2,
    })
    const file = path.join(dataDir, 'status.json.body')
    fs.writeFileSync(file, JSON.stringify({ content: 'Build: failed' }))
    const refused = await herald(dataDir, ['status', 'update', 'Build status', file])
    expect(refused.code).toBe(3)
    expect(refused.stderr).toContain('Discord no longer has the status message "Build status"')
    expect(refused.stderr).toContain('--repost-if-gone')
    expect(refused.stderr).toContain('Discord answered HTTP 404, code 10008.')

    const run = await herald(dataDir, ['status', 'update', 'Build status', file, '--repost-if-gone'])
    ok(run)
    const { messageId: reposted } = JSON.parse(run.stdout) as { messageId: string }
    expect(reposted).not.toBe(messageId)
    const list = await herald(dataDir, ['status', 'list'], { passphrase: false })
    expect(list.stdout).toContain(`message ${reposted}`)
  })

  // Issue 22 item 8: a name that is not a status message is bad input (exit 2), naming the ones there are.
  it('update with an unknown name exits 2 and lists the status messages there are', async () => {
    const { dataDir } = await appWithStatus()
    const run = await herald(dataDir, ['status', 'update', 'Nightly', '-'], {
      stdin: JSON.stringify({ content: 'x' }),
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('No status message is named "Nightly". There are: "Build status".')
  })

  // Issue 25: the list of names is said in the terminal's language, in its quotation marks.
  it('lists the status messages there are in German', async () => {
    const { dataDir } = await appWithStatus()
    const run = await herald(dataDir, ['status', 'update', 'Nightly', '-'], {
      stdin: JSON.stringify({ content: 'x' }),
      lang: 'de_DE.UTF-8',
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Keine Statusnachricht heißt „Nightly“. Vorhanden sind: „Build status“.')
  })

  it('update needs HERALD_PASSPHRASE and says so', async () => {
    const { dataDir } = await appWithStatus()
    const run = await herald(dataDir, ['status', 'update', 'Build status', '-'], { passphrase: false })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('status update needs HERALD_PASSPHRASE')
  })
})

describe('herald backup and restore', () => {
  it('backs up to a file, and restores into an empty folder; conflicts need --on-conflict', async () => {
    const { dataDir } = await appWithStatus()
    const out = path.join(cli.dir, 'backup.json')
    const made = await herald(dataDir, ['backup', '--out', out], { passphrase: false })
    ok(made)
    expect(made.stderr).toContain(
      'backed up 1 draft, 0 templates, 1 webhook (without their URLs), 1 history entry and the settings to',
    )
    const text = fs.readFileSync(out, 'utf8')
    expect(text).not.toContain(cli.emu.demo.webhooks.general.token)
    expect(fs.statSync(out).mode & 0o777).toBe(0o600)

    const empty = path.join(cli.dir, `data-${++folders}`)
    const restored = await herald(empty, ['restore', out, '--on-conflict', 'keep'], { passphrase: false })
    ok(restored)
    expect(JSON.parse(restored.stdout)).toMatchObject({ history: { added: 1 }, awaitingUrl: 1 })
    expect(restored.stderr).toContain('1 restored webhook waits for the URL to be pasted again')

    const again = await herald(empty, ['restore', out], { passphrase: false })
    expect(again.code).toBe(2)
    expect(again.stderr).toContain('The backup collides with what is here; nothing was restored.')
    expect(again.stderr).toMatch(/draft \w+ "Untitled draft" exists/)
    const both = await herald(empty, ['restore', out, '--on-conflict', 'both'], { passphrase: false })
    ok(both)
    expect(JSON.parse(both.stdout)).toMatchObject({ drafts: { copied: 1 }, history: { kept: 1 } })
  })

  it('refuses a file that is not a backup, with the reason', async () => {
    const file = path.join(cli.dir, 'not-backup.json')
    fs.writeFileSync(file, JSON.stringify({ version: 'd2', messages: [] }))
    const run = await herald(path.join(cli.dir, `data-${++folders}`), ['restore', file], {
      passphrase: false,
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('This is not a Herald backup')
  })
})
