import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { StatusMessage, StatusUpdateResult } from '@shared/rpc/areas/status'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import type { Opened } from '../../support/services'
import { openServices } from '../../support/services'

// Status messages as the shells compose them: marked from a sent message, edited in place through the
// send engine, against the emulator over loopback; what reached "Discord" is read from its journal.
let emu: Emulator
let dataDir: string
let app: Opened

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await emu.close()
})
beforeEach(async () => {
  emu.control.seed('demo')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-status-'))
  app = await openServices(emu, dataDir)
})
afterEach(async () => {
  await app.services.dispose()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Sends "Status: starting" through a saved webhook and marks it as "Build status". */
async function markedStatus(): Promise<StatusMessage> {
  const { webhook } = await app.call<{ webhook: { id: string } }>('webhooks.add', {
    url: emu.demo.webhooks.general.url,
  })
  const sent = await app.call<{ message: { id: string; channel_id: string } }>('message.send', {
    target: { kind: 'saved', webhookId: webhook.id },
    message: { content: 'Status: starting' },
  })
  const { status } = await app.call<{ status: StatusMessage }>('status.mark', {
    name: 'Build status',
    webhookId: webhook.id,
    messageId: sent.message.id,
    channelId: sent.message.channel_id,
  })
  return status
}

const patches = () => emu.control.journal().filter((entry) => entry.method === 'PATCH')
const update = (content: string) =>
  app.call<StatusUpdateResult>('status.update', { name: 'build STATUS', message: { content } })

describe('status messages', () => {
  it('marks a sent message and keeps it on disk, ids only', async () => {
    const status = await markedStatus()
    expect(status).toMatchObject({ name: 'Build status', webhookLabel: 'General Hook', updatedAt: null })
    const file = JSON.parse(fs.readFileSync(path.join(dataDir, 'status.json'), 'utf8')) as {
      statuses: { name: string; messageId: string }[]
    }
    expect(file.statuses).toEqual([
      expect.objectContaining({ name: 'Build status', messageId: status.messageId }),
    ])
    const again = await app.failure('status.mark', { ...status, name: 'build status', threadId: null })
    expect(again).toMatchObject({
      kind: 'conflict',
      message: 'A status message is already named "build status".',
    })
  })

  it('three rapid updates go out as exactly one PATCH with the last body', async () => {
    const status = await markedStatus()
    const results = await Promise.all([update('Status: 1/3'), update('Status: 2/3'), update('Status: done')])
    expect(results.map((r) => r.outcome)).toEqual(['superseded', 'superseded', 'edited'])
    const sent = patches()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toContain(`/messages/${status.messageId}`)
    expect(sent[0]!.body).toMatchObject({ content: 'Status: done' })
    const history = await app.call<{ entries: { revisionCount: number; preview: string }[] }>('history.list')
    expect(history.entries[0]).toMatchObject({ revisionCount: 1, preview: 'Status: done' })
  })

  it('an update made while one is in flight goes next; bodies in between are superseded (two PATCHes)', async () => {
    await markedStatus()
    emu.control.injectFault({
      kind: 'delay',
      path: '/webhooks/:id/:token/messages/:mid',
      method: 'PATCH',
      delayMs: 600,
    })
    const first = update('Status: first')
    // Past the debounce: the first edit is on the wire, held by the delay.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(patches()).toHaveLength(0)
    const rest = await Promise.all([update('Status: second'), update('Status: third')])
    expect((await first).outcome).toBe('edited')
    expect(rest.map((r) => r.outcome)).toEqual(['superseded', 'edited'])
    expect(patches().map((p) => (p.body as { content: string }).content)).toEqual([
      'Status: first',
      'Status: third',
    ])
  })

  it('a deleted message answers gone (10008), and repost posts the body anew and re-marks it', async () => {
    const status = await markedStatus()
    await app.call('message.delete', {
      target: { kind: 'saved', webhookId: status.webhookId },
      messageId: status.messageId,
    })
    const gone = await update('Status: back')
    expect(gone).toEqual({
      outcome: 'gone',
      message:
        'Discord no longer has the status message "Build status" (it was deleted). Post this update as a new message and mark it instead.',
      // The page says it in its own language (issue 25).
      phrase: { id: 'page.status.gone', values: { name: 'Build status' } },
    })
    const { status: reposted } = await app.call<{ status: StatusMessage }>('status.repost', {
      name: 'Build status',
      message: { content: 'Status: back' },
    })
    expect(reposted.messageId).not.toBe(status.messageId)
    const posts = emu.control.journal().filter((e) => e.method === 'POST' && e.route === 'executeWebhook')
    expect(posts.at(-1)!.body).toMatchObject({ content: 'Status: back' })
    expect(await update('Status: fine')).toMatchObject({ outcome: 'edited', messageId: reposted.messageId })
  })

  it('a bad body is refused at once with its path, and never replaces a good one waiting', async () => {
    await markedStatus()
    const good = update('Status: good')
    const bad = await app.failure('status.update', {
      name: 'Build status',
      message: { content: 'x'.repeat(2001) },
    })
    expect(bad).toMatchObject({
      kind: 'invalidInput',
      issues: [expect.objectContaining({ path: 'content' })],
    })
    expect((await good).outcome).toBe('edited')
    expect(patches()).toHaveLength(1)
  })

  it('unmark forgets it; updating an unknown name says so', async () => {
    await markedStatus()
    expect(await app.call('status.unmark', { name: 'Build status' })).toEqual({ removed: true })
    expect(
      await app.failure('status.update', { name: 'Build status', message: { content: 'x' } }),
    ).toMatchObject({
      kind: 'notFound',
      message: 'No status message is named "Build status".',
    })
  })
})
