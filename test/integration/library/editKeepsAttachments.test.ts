import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import type { Opened } from '../../support/services'
import { openServices } from '../../support/services'

// Issue 19, defects 1 and 2: every edit path (History, Load by link, a status update; `herald edit` is in
// test/integration/cli/herald.test.ts) keeps the files a message holds, and an embed's attached image stays inside its embed. What
// Discord ends up holding is read from the emulator over loopback.
let emu: Emulator
let dataDir: string
let app: Opened

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ port: 0, rateModel: { enabled: false } })
})
afterAll(async () => {
  await emu.close()
})
beforeEach(async () => {
  emu.control.seed('demo')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-edit-files-'))
  app = await openServices(emu, dataDir)
})
afterEach(async () => {
  await app.services.dispose()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// A 1x1 PNG: Discord (and the emulator) see a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function staged(name: string): Promise<{ handle: string }> {
  const info = await app.services.staging.stage(name, 'image/png', Readable.from([PNG]))
  return { handle: info.handle }
}

type Message = {
  id: string
  channel_id: string
  attachments: { id: string; filename: string }[]
  embeds: { title?: string; image?: { url: string }; thumbnail?: { url: string } }[]
}

const EMBEDS = [
  { title: 'Embed 1', image: { url: 'attachment://photo1.png' } },
  { title: 'Embed 2', thumbnail: { url: 'attachment://photo3.png' } },
]

/** Sends Embed 1 (image photo1.png) and Embed 2 (thumbnail photo3.png) with a loose spoiler photo2.png. */
async function sendWithFiles(webhookId: string): Promise<Message> {
  const files = [
    await staged('photo1.png'),
    { ...(await staged('photo2.png')), spoiler: true },
    await staged('photo3.png'),
  ]
  const sent = await app.call<{ message: Message }>('message.send', {
    target: { kind: 'saved', webhookId },
    message: { content: 'Gallery', embeds: EMBEDS },
    files,
  })
  return sent.message
}

async function savedWebhook(): Promise<string> {
  const { webhook } = await app.call<{ webhook: { id: string } }>('webhooks.add', {
    url: emu.demo.webhooks.general.url,
  })
  return webhook.id
}

/** The message as Discord holds it now. */
function stored(id: string): Message {
  const found = emu.control.messages().find((m) => m.id === id)
  if (!found) throw new Error(`message ${id} is gone`)
  return found as unknown as Message
}

/** The file an address serves, or the status it answered. */
async function served(url: string | undefined): Promise<number> {
  if (!url) return 0
  return (await fetch(url)).status
}

/** The message still shows photo1 in Embed 1, photo3 in Embed 2, and only the spoiler file loose. */
async function expectFilesKept(before: Message, after: Message): Promise<void> {
  expect(after.attachments.map((a) => a.filename)).toEqual(['SPOILER_photo2.png'])
  expect(after.attachments.map((a) => a.id)).toEqual(before.attachments.map((a) => a.id))
  expect(after.embeds[0]?.image?.url).toBe(before.embeds[0]?.image?.url)
  expect(after.embeds[1]?.thumbnail?.url).toBe(before.embeds[1]?.thumbnail?.url)
  expect(await served(after.embeds[0]?.image?.url)).toBe(200)
  expect(await served(after.embeds[1]?.thumbnail?.url)).toBe(200)
}

const lastPatch = () =>
  emu.control
    .journal()
    .filter((entry) => entry.method === 'PATCH')
    .at(-1)

describe('editing a message whose embeds show attached files', () => {
  it('History → Edit: the edit keeps every file, and the version records only the title', async () => {
    const webhookId = await savedWebhook()
    const sent = await sendWithFiles(webhookId)
    const before = stored(sent.id)
    expect(before.attachments.map((a) => a.filename)).toEqual(['SPOILER_photo2.png'])
    const entryId = `${webhookId}-${sent.id}`
    const edit = await app.call<{
      payload: Record<string, unknown>
      attachments: { id: string }[]
      target: unknown
      messageId: string
    }>('history.prepareEdit', { entryId })
    const { attachments: _listed, ...data } = edit.payload
    const embeds = structuredClone(data.embeds) as Record<string, unknown>[]
    embeds[1]!.title = 'Embed 2, renamed'
    await app.call('message.edit', {
      target: edit.target,
      messageId: edit.messageId,
      message: { ...data, embeds },
      keepAttachmentIds: edit.attachments.map((a) => a.id),
    })
    const after = stored(sent.id)
    await expectFilesKept(before, after)
    expect(after.embeds[1]?.title).toBe('Embed 2, renamed')
    const detail = await app.call<{
      entry: { revisions: { payload: unknown }[]; current: { payload: unknown; attachmentNames: string[] } }
    }>('history.get', { entryId })
    expect(detail.entry.current.attachmentNames).toEqual(['SPOILER_photo2.png'])
    // The version says what changed: the title, not the image addresses.
    expect(detail.entry.current.payload).toMatchObject({
      embeds: [EMBEDS[0], { thumbnail: EMBEDS[1]!.thumbnail }],
    })
  })

  it('Load by link → Edit keeps every file of a message History did not record', async () => {
    const webhookId = await savedWebhook()
    const sent = await sendWithFiles(webhookId)
    const before = stored(sent.id)
    await app.call('history.remove', { entryId: `${webhookId}-${sent.id}` })
    const loaded = await app.call<{ entry: { id: string } }>('history.loadByLink', {
      webhookId,
      link: `https://discord.com/channels/${emu.demo.guild.id}/${sent.channel_id}/${sent.id}`,
    })
    const edit = await app.call<{
      payload: Record<string, unknown>
      attachments: { id: string }[]
      target: unknown
      messageId: string
    }>('history.prepareEdit', { entryId: loaded.entry.id })
    const { attachments: _listed, ...data } = edit.payload
    await app.call('message.edit', {
      target: edit.target,
      messageId: edit.messageId,
      message: { ...data, content: 'Gallery, updated' },
      keepAttachmentIds: edit.attachments.map((a) => a.id),
    })
    await expectFilesKept(before, stored(sent.id))
    expect(lastPatch()?.body).toMatchObject({ embeds: [{ image: { url: 'attachment://photo1.png' } }, {}] })
  })

  it('a status update whose body has the addresses Discord returned keeps the files in their embeds', async () => {
    const webhookId = await savedWebhook()
    const sent = await sendWithFiles(webhookId)
    const before = stored(sent.id)
    await app.call('status.mark', {
      name: 'Gallery',
      webhookId,
      messageId: sent.id,
      channelId: sent.channel_id,
    })
    // The body as a script copies it from the message (History's JSON, or a GET): CDN addresses.
    const result = await app.call<{ outcome: string }>('status.update', {
      name: 'Gallery',
      message: { content: 'Gallery, now', embeds: before.embeds },
    })
    expect(result.outcome).toBe('edited')
    await expectFilesKept(before, stored(sent.id))
  })

  it('History → Edit of a Components V2 message keeps the gallery image and the file component', async () => {
    const webhookId = await savedWebhook()
    const components = [
      { type: 10, content: 'Release 2.0' },
      { type: 12, items: [{ media: { url: 'attachment://photo1.png' } }] },
      { type: 13, file: { url: 'attachment://notes.txt' } },
    ]
    const notes = await app.services.staging.stage('notes.txt', 'text/plain', Readable.from(['notes']))
    const sent = await app.call<{ message: { id: string } }>('message.send', {
      target: { kind: 'saved', webhookId },
      message: { components, flags: 1 << 15 },
      files: [await staged('photo1.png'), { handle: notes.handle }],
    })
    type V2 = {
      attachments: unknown[]
      components: { items?: { media: { url: string } }[]; file?: { url: string } }[]
    }
    const shown = (m: V2) => [m.components[1]?.items?.[0]?.media.url, m.components[2]?.file?.url]
    const before = stored(sent.message.id) as unknown as V2
    const edit = await app.call<{
      payload: Record<string, unknown>
      attachments: { id: string }[]
      target: unknown
      messageId: string
    }>('history.prepareEdit', { entryId: `${webhookId}-${sent.message.id}` })
    const { attachments: _listed, ...data } = edit.payload
    const edited = structuredClone(data.components) as Record<string, unknown>[]
    edited[0]!.content = 'Release 2.1'
    await app.call('message.edit', {
      target: edit.target,
      messageId: edit.messageId,
      message: { ...data, components: edited },
      keepAttachmentIds: edit.attachments.map((a) => a.id),
    })
    const after = stored(sent.message.id) as unknown as V2
    expect(after.attachments).toEqual([])
    expect(shown(after)).toEqual(shown(before))
    for (const url of shown(after)) expect(await served(url)).toBe(200)
  })
})
