import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { HistoryEntryDetail, HistoryEntryView } from '@shared/rpc/areas/history'
import { openServices } from '../../support/services'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 19, defect 9: every `herald` run that sends through a data folder records in its History, as
// the app would, and several runs at once lose no version. The built bundle as child processes, the
// app's own services to look at what the folder holds afterwards.

const cli = cliHarness('herald-cli-history-')
const PASSPHRASE = 'history passphrase'
let folders = 0

function herald(
  dataDir: string,
  args: string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
) {
  return runNode([cli.entry, ...args], {
    stdin: options.stdin,
    env: { ...cli.env(dataDir), HERALD_PASSPHRASE: PASSPHRASE, ...options.env },
  })
}

const ok = (run: Run) => expect(run, run.stderr).toMatchObject({ code: 0 })

function messageFile(dataDir: string, message: unknown): string {
  const file = path.join(dataDir, `message-${Math.random().toString(36).slice(2)}.json`)
  fs.writeFileSync(file, JSON.stringify(message))
  return file
}

/** A data folder where the app saved the general webhook (label "General Hook"). */
async function appFolder(): Promise<{ dataDir: string; webhookId: string }> {
  setLogSink(() => {}, 'error')
  const dataDir = path.join(cli.dir, `data-${++folders}`)
  const app = await openServices(cli.emu, dataDir, { passphrase: PASSPHRASE })
  try {
    const { webhook } = await app.call<{ webhook: { id: string } }>('webhooks.add', {
      url: cli.emu.demo.webhooks.general.url,
    })
    return { dataDir, webhookId: webhook.id }
  } finally {
    await app.services.dispose()
  }
}

/** The app's folder with one message sent through the saved webhook and marked as status "Build". */
async function appWithStatus(): Promise<{ dataDir: string; messageId: string }> {
  const { dataDir, webhookId } = await appFolder()
  const app = await openServices(cli.emu, dataDir, { passphrase: PASSPHRASE })
  try {
    const sent = await app.call<{ message: { id: string; channel_id: string } }>('message.send', {
      target: { kind: 'saved', webhookId },
      message: { content: 'Build: queued' },
    })
    await app.call('status.mark', {
      name: 'Build',
      webhookId,
      messageId: sent.message.id,
      channelId: sent.message.channel_id,
    })
    return { dataDir, messageId: sent.message.id }
  } finally {
    await app.services.dispose()
  }
}

/** What the app's History shows for the folder, opened afresh. */
async function history(dataDir: string) {
  const app = await openServices(cli.emu, dataDir, { passphrase: PASSPHRASE })
  try {
    const { entries } = await app.call<{ entries: HistoryEntryView[] }>('history.list', {
      includeDeleted: true,
    })
    const details = await Promise.all(
      entries.map(
        async (e) => (await app.call<{ entry: HistoryEntryDetail }>('history.get', { entryId: e.id })).entry,
      ),
    )
    return details
  } finally {
    await app.services.dispose()
  }
}

const contents = (entry: HistoryEntryDetail) =>
  [...entry.revisions, entry.current].map((version) => (version.payload as { content?: string }).content)

describe('herald records in the data folder’s History', () => {
  it('send, edit and delete through a saved webhook: one entry, its versions, then marked deleted', async () => {
    const { dataDir, webhookId } = await appFolder()
    const sent = await herald(dataDir, [
      'send',
      messageFile(dataDir, { content: 'v1' }),
      '--webhook',
      '@General Hook',
      '--wait',
    ])
    ok(sent)
    const id = (JSON.parse(sent.stdout) as { id: string }).id
    let [entry] = await history(dataDir)
    expect(entry).toMatchObject({ webhookId, messageId: id, source: 'sent', webhookLabel: 'General Hook' })
    expect(contents(entry!)).toEqual(['v1'])

    ok(
      await herald(dataDir, [
        'edit',
        messageFile(dataDir, { content: 'v2' }),
        '--webhook',
        '@General Hook',
        '--message',
        id,
      ]),
    )
    ;[entry] = await history(dataDir)
    expect(contents(entry!)).toEqual(['v1', 'v2'])
    expect(entry!.current.message).toMatchObject({ content: 'v2' })

    ok(await herald(dataDir, ['delete', '--webhook', '@General Hook', '--message', id]))
    ;[entry] = await history(dataDir)
    expect(entry!.deletedAt).not.toBeNull()
  })

  it('a send through a URL without --wait is recorded too, and prints what it printed before', async () => {
    const { dataDir } = await appFolder()
    const run = await herald(dataDir, ['send', '-'], {
      stdin: JSON.stringify({ content: 'from a cron job' }),
      env: { HERALD_WEBHOOK_URL: cli.emu.demo.webhooks.general.url },
    })
    ok(run)
    expect(JSON.parse(run.stdout)).toEqual({ status: 204 })
    const [entry] = await history(dataDir)
    expect(contents(entry!)).toEqual(['from a cron job'])
    expect(cli.emu.control.messages().find((m) => m.id === entry!.messageId)).toMatchObject({
      content: 'from a cron job',
    })
  })

  it('--no-history records nothing, and the help says so', async () => {
    const { dataDir } = await appFolder()
    ok(
      await herald(dataDir, [
        'send',
        messageFile(dataDir, { content: 'quiet' }),
        '--webhook',
        '@General Hook',
        '--wait',
        '--no-history',
      ]),
    )
    expect(cli.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    expect(await history(dataDir)).toEqual([])
    const help = await herald(dataDir, ['--help'])
    expect(help.stdout).toContain('--no-history')
  })

  it('two status updates at once: Discord applies them one after the other, and History’s latest is Discord’s', async () => {
    const { dataDir, messageId } = await appWithStatus()
    // The first PATCH to arrive is answered 3 s late: the other run must wait for that answer.
    const delayMs = 3_000
    cli.emu.control.injectFault({
      kind: 'delay',
      method: 'PATCH',
      path: '/webhooks/:id/:token/messages/:mid',
      delayMs,
    })
    const [a, b] = await Promise.all(
      ['Build: A', 'Build: B'].map((content) =>
        herald(dataDir, ['status', 'update', 'Build', '-'], { stdin: JSON.stringify({ content }) }),
      ),
    )
    ok(a!)
    ok(b!)
    const patches = cli.emu.control.journal().filter((entry) => entry.method === 'PATCH')
    expect(patches).toHaveLength(2)
    const [first, second] = [...patches].sort((x, y) => x.at - y.at)
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(delayMs)
    const onDiscord = (second!.body as { content: string }).content
    const [entry] = await history(dataDir)
    expect(entry!.messageId).toBe(messageId)
    expect(contents(entry!)).toEqual([
      'Build: queued',
      (first!.body as { content: string }).content,
      onDiscord,
    ])
    expect(entry!.current.message).toMatchObject({ content: onDiscord })
  })

  it('status update --no-history edits the message and records no version', async () => {
    const { dataDir } = await appWithStatus()
    ok(
      await herald(dataDir, ['status', 'update', 'Build', '-', '--no-history'], {
        stdin: JSON.stringify({ content: 'Build: passed' }),
      }),
    )
    expect(cli.emu.control.journal().filter((entry) => entry.method === 'PATCH')).toHaveLength(1)
    const [entry] = await history(dataDir)
    expect(contents(entry!)).toEqual(['Build: queued'])
  })

  it('three herald edit runs at once: every version is kept, and the latest is what Discord holds', async () => {
    const { dataDir } = await appFolder()
    const sent = await herald(dataDir, ['send', '-', '--webhook', '@General Hook', '--wait'], {
      stdin: JSON.stringify({ content: 'v0' }),
    })
    ok(sent)
    const id = (JSON.parse(sent.stdout) as { id: string }).id
    // Applied at least 0.4 s apart, whatever order they arrive in (the emulator's timestamps are in ms).
    for (const delayMs of [0, 400, 800]) {
      cli.emu.control.injectFault({
        kind: 'delay',
        method: 'PATCH',
        path: '/webhooks/:id/:token/messages/:mid',
        delayMs,
      })
    }
    const runs = await Promise.all(
      ['e1', 'e2', 'e3'].map((content) =>
        herald(dataDir, ['edit', '-', '--webhook', '@General Hook', '--message', id], {
          stdin: JSON.stringify({ content }),
        }),
      ),
    )
    runs.forEach(ok)
    const onDiscord = cli.emu.control.messages().find((m) => m.id === id)!.content
    const [entry] = await history(dataDir)
    // The journal lists requests as they were answered: History's versions are in that order.
    const answered = cli.emu.control
      .journal()
      .filter((e) => e.method === 'PATCH')
      .map((e) => (e.body as { content: string }).content)
    expect([...answered].sort()).toEqual(['e1', 'e2', 'e3'])
    expect(contents(entry!)).toEqual(['v0', ...answered])
    expect(entry!.current.message).toMatchObject({ content: onDiscord })
  })

  it('the running app updates the message a herald run reposted, and lists when it did', async () => {
    const { dataDir, messageId } = await appWithStatus()
    const app = await openServices(cli.emu, dataDir, { passphrase: PASSPHRASE })
    try {
      await app.call('status.list')
      // Discord no longer has the message when the cron job runs: it posts the update anew.
      cli.emu.control.injectFault({
        kind: 'status',
        method: 'PATCH',
        path: '/webhooks/:id/:token/messages/:mid',
        status: 404,
        body: { message: 'Unknown Message', code: 10008 },
      })
      const run = await herald(dataDir, ['status', 'update', 'Build', '-', '--repost-if-gone'], {
        stdin: JSON.stringify({ content: 'Build: reposted' }),
      })
      ok(run)
      const { messageId: reposted } = JSON.parse(run.stdout) as { messageId: string }
      expect(reposted).not.toBe(messageId)
      const { statuses } = await app.call<{ statuses: { messageId: string; updatedAt: string | null }[] }>(
        'status.list',
      )
      expect(statuses).toMatchObject([{ messageId: reposted }])
      const updated = await app.call('status.update', {
        name: 'Build',
        message: { content: 'Build: passed' },
      })
      expect(updated).toMatchObject({ outcome: 'edited', messageId: reposted })
    } finally {
      await app.services.dispose()
    }
  })
})
