import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { diffMessages } from '@shared/history/diff'
import { setLogSink } from '@services/log'
import fs from 'node:fs'
import { failure, makeLibrary, makeUnlockedLibrary, newId, webhookUrl } from './fakes'

beforeAll(() => setLogSink(() => {}, 'error'))
afterEach(() => vi.restoreAllMocks())

const IS_COMPONENTS_V2 = 1 << 15

async function withWebhook() {
  const setup = await makeUnlockedLibrary()
  const hook = setup.discord.addWebhook({ name: 'News' })
  await setup.library.webhooks.add(webhookUrl(hook.id, hook.token))
  return { ...setup, hook }
}

function message(channelId: string, extra: Record<string, unknown> = {}) {
  return { id: newId(), channel_id: channelId, content: 'hi', attachments: [], ...extra }
}

describe('HistoryService', () => {
  it('records what the send engine sent, and lists newest first per webhook, per channel and by text', async () => {
    const { library, hook, discord } = await withWebhook()
    const other = discord.addWebhook({ guild_id: hook.guild_id })
    await library.webhooks.add(webhookUrl(other.id, other.token))
    const m1 = message(hook.channel_id!, { content: 'Launch day' })
    const m2 = message(other.channel_id!, { content: 'Maintenance window' })
    const m3 = message(hook.channel_id!, { content: 'Patch notes' })
    library.history.record({
      webhookId: hook.id,
      message: m1,
      payload: { content: 'Launch day' },
      attachmentNames: ['a.png'],
    })
    library.history.record({
      webhookId: other.id,
      message: m2,
      payload: { content: 'Maintenance window' },
      attachmentNames: [],
    })
    library.history.record({
      webhookId: hook.id,
      message: m3,
      payload: { content: 'Patch notes' },
      attachmentNames: [],
    })
    const all = library.history.list({ includeDeleted: true, limit: 50 })
    expect(all.entries.map((entry) => entry.preview)).toEqual([
      'Patch notes',
      'Maintenance window',
      'Launch day',
    ])
    expect(all.entries[2]).toMatchObject({
      webhookLabel: 'News',
      source: 'sent',
      attachmentNames: ['a.png'],
      messageLink: `https://discord.com/channels/${hook.guild_id}/${hook.channel_id}/${m1.id}`,
    })
    expect(library.history.list({ webhookId: other.id, includeDeleted: true, limit: 50 }).total).toBe(1)
    expect(library.history.list({ channelId: hook.channel_id!, includeDeleted: true, limit: 50 }).total).toBe(
      2,
    )
    expect(
      library.history.list({ query: 'maintenance', includeDeleted: true, limit: 50 }).entries[0]!.messageId,
    ).toBe(m2.id)
    const page1 = library.history.list({ includeDeleted: true, limit: 2 })
    const page2 = library.history.list({ includeDeleted: true, limit: 2, cursor: page1.nextCursor! })
    expect([...page1.entries, ...page2.entries].map((entry) => entry.messageId)).toEqual([
      m3.id,
      m2.id,
      m1.id,
    ])
    expect(page2.nextCursor).toBeNull()
  })

  it('keeps revisions on edit, marks deletions, and removes locally only', async () => {
    const { library, hook } = await withWebhook()
    const sent = message(hook.channel_id!, { content: 'Typo hree' })
    const entry = library.history.record({
      webhookId: hook.id,
      message: sent,
      payload: { content: 'Typo hree' },
      attachmentNames: [],
    })
    const edited = { ...sent, content: 'Typo here', edited_timestamp: '2025-01-01T00:00:00.000Z' }
    library.history.recordEdit({
      webhookId: hook.id,
      message: edited,
      payload: { content: 'Typo here' },
      attachmentNames: [],
    })
    const detail = library.history.get(entry.id)
    expect(detail.revisionCount).toBe(1)
    expect(detail.revisions[0]!.payload).toEqual({ content: 'Typo hree' })
    expect(detail.current.payload).toEqual({ content: 'Typo here' })
    expect(detail.editedAt).toBe('2025-01-01T00:00:00.000Z')
    expect(library.history.markDeleted(entry.id).deletedAt).not.toBeNull()
    expect(library.history.list({ includeDeleted: false, limit: 50 }).total).toBe(0)
    expect(library.history.remove(entry.id)).toBe(true)
    expect((await failure(Promise.resolve().then(() => library.history.get(entry.id)))).kind).toBe('notFound')
  })

  it('orders versions as Discord answered them: an edit recorded late does not become the latest', async () => {
    const { library, hook } = await withWebhook()
    const sent = message(hook.channel_id!, { content: 'v0' })
    const entry = library.history.record({
      webhookId: hook.id,
      message: sent,
      payload: { content: 'v0' },
      attachmentNames: [],
    })
    const edit = (content: string, at: string) =>
      library.history.recordEdit({
        webhookId: hook.id,
        message: { ...sent, content, edited_timestamp: at },
        payload: { content },
        attachmentNames: [],
      })
    // Two processes: Discord answered A's PATCH, then B's; B recorded first.
    edit('B', '2026-11-25T10:00:02.000000+00:00')
    edit('A', '2026-11-25T10:00:01.000000+00:00')
    const detail = library.history.get(entry.id)
    expect(detail.current.payload).toEqual({ content: 'B' })
    expect(detail.revisions.map((r) => r.payload)).toEqual([{ content: 'v0' }, { content: 'A' }])
    // One more, later still, becomes the latest as usual.
    edit('C', '2026-11-25T10:00:03.000000+00:00')
    expect(library.history.get(entry.id).current.payload).toEqual({ content: 'C' })
  })

  it('loadByLink retries with the link’s channel as thread_id on 404 10008', async () => {
    const { library, hook, discord } = await withWebhook()
    const thread = newId()
    const inThread = message(thread, { content: 'In a thread' })
    discord.addMessage(hook.id, inThread, thread)
    const link = `https://discord.com/channels/${hook.guild_id}/${thread}/${inThread.id}`
    const entry = await library.history.loadByLink(hook.id, link)
    expect(discord.calls.slice(-2)).toEqual([
      `GET /webhooks/${hook.id}/token/messages/${inThread.id}`,
      `GET /webhooks/${hook.id}/token/messages/${inThread.id}?thread_id=${thread}`,
    ])
    expect(entry).toMatchObject({
      source: 'loaded',
      threadId: thread,
      messageId: inThread.id,
      preview: 'In a thread',
    })
    expect(library.history.list({ includeDeleted: true, limit: 50 }).total).toBe(1)
  })

  it('loadByLink keeps an edit another process records between its read and its write', async () => {
    const { library, hook, discord, dataDir } = await withWebhook()
    const sent = message(hook.channel_id!, { content: 'v0' })
    discord.addMessage(hook.id, sent)
    const entry = library.history.record({
      webhookId: hook.id,
      message: sent,
      payload: { content: 'v0' },
      attachmentNames: [],
    })
    // Another process on the same folder (a `herald edit`) takes the log's lock and records its edit just
    // before this one takes the lock: whatever was read before then is stale.
    const other = makeLibrary({ dataDir, discord }).library
    const open = fs.openSync
    let armed = true
    vi.spyOn(fs, 'openSync').mockImplementation((file, ...rest) => {
      if (armed && String(file).endsWith('.jsonl.lock')) {
        armed = false
        other.history.recordEdit({
          webhookId: hook.id,
          message: { ...sent, content: 'B', edited_timestamp: '2026-11-25T10:00:02.000000+00:00' },
          payload: { content: 'B' },
          attachmentNames: [],
        })
      }
      return open(file, ...rest)
    })
    await library.history.loadByLink(hook.id, sent.id)
    vi.restoreAllMocks()
    const detail = library.history.get(entry.id)
    expect(detail.current.payload).toEqual({ content: 'B' })
    expect(detail.revisions.map((r) => r.payload)).toEqual([{ content: 'v0' }])
    expect(detail.source).toBe('sent')
  })

  it('loadByLink takes a bare id, and explains a message this webhook did not send', async () => {
    const { library, hook, discord } = await withWebhook()
    const plain = message(hook.channel_id!)
    discord.addMessage(hook.id, plain)
    expect((await library.history.loadByLink(hook.id, plain.id)).threadId).toBeNull()
    const missing = await failure(library.history.loadByLink(hook.id, newId()))
    expect(missing.kind).toBe('notFound')
    expect((await failure(library.history.loadByLink(hook.id, 'https://example.com/x'))).kind).toBe(
      'invalidInput',
    )
  })

  it('prepareEdit keeps IS_COMPONENTS_V2 and lists existing attachments so an edit keeps them', async () => {
    const { library, hook } = await withWebhook()
    const components = [{ type: 10, content: 'Release notes' }]
    const attachment = {
      id: newId(),
      filename: 'notes.pdf',
      size: 1200,
      content_type: 'application/pdf',
      url: 'https://cdn/x',
    }
    const sent = message(hook.channel_id!, {
      content: undefined,
      components,
      flags: IS_COMPONENTS_V2,
      attachments: [attachment],
    })
    const entry = library.history.record({
      webhookId: hook.id,
      message: sent,
      payload: { components, flags: IS_COMPONENTS_V2 },
      attachmentNames: ['notes.pdf'],
    })
    const edit = library.history.prepareEdit(entry.id)
    expect(edit).toMatchObject({
      target: { kind: 'saved', webhookId: hook.id },
      messageId: sent.id,
      componentsV2: true,
      payload: {
        flags: IS_COMPONENTS_V2,
        components,
        attachments: [{ id: attachment.id, filename: 'notes.pdf' }],
      },
      attachments: [{ id: attachment.id, filename: 'notes.pdf', size: 1200, contentType: 'application/pdf' }],
    })
    expect(edit.payload).not.toHaveProperty('content')
  })

  it('prepareEdit keeps attachment:// as sent and lists the file the embed shows, which Discord hides', async () => {
    const { library, hook } = await withWebhook()
    const sentEmbeds = [{ title: 'Pic', image: { url: 'attachment://cat.png' } }, { title: 'Plain' }]
    const fileId = newId()
    const cdn = `https://cdn.discordapp.com/attachments/${hook.channel_id}/${fileId}/cat.png?ex=1`
    const returned = [
      { type: 'rich', title: 'Pic', image: { url: cdn, proxy_url: cdn, width: 1, height: 1 } },
      { type: 'rich', title: 'Plain' },
    ]
    const sent = message(hook.channel_id!, { embeds: returned })
    const entry = library.history.record({
      webhookId: hook.id,
      message: sent,
      payload: { content: 'hi', embeds: sentEmbeds },
      attachmentNames: [],
    })
    const { payload, attachments } = library.history.prepareEdit(entry.id)
    // Sent back as the CDN address, the file would show twice (loose and in the embed).
    expect(payload.embeds).toEqual(sentEmbeds)
    expect(payload.content).toBe('hi')
    expect(payload.attachments).toEqual([{ id: fileId, filename: 'cat.png' }])
    expect(attachments.map((a) => a.id)).toEqual([fileId])
  })
})

describe('diffMessages', () => {
  it('lists each changed field with a readable path, before and after', () => {
    const before = {
      content: 'Typo hree',
      embeds: [{ title: 'A', fields: [{ name: 'x', value: '1' }] }],
      flags: 4,
    }
    const after = {
      content: 'Typo here',
      embeds: [{ title: 'A', fields: [{ name: 'x', value: '2' }] }, { title: 'B' }],
    }
    expect(diffMessages(before, after)).toEqual([
      { path: 'content', kind: 'changed', before: 'Typo hree', after: 'Typo here' },
      { path: 'embeds[0].fields[0].value', kind: 'changed', before: '1', after: '2' },
      { path: 'embeds[1]', kind: 'added', before: null, after: { title: 'B' } },
      { path: 'flags', kind: 'removed', before: 4, after: null },
    ])
  })

  it('treats null and absent alike and reports nothing for equal messages', () => {
    expect(diffMessages({ content: 'a', embeds: null }, { content: 'a' })).toEqual([])
    expect(diffMessages({ a: [1, 2] }, { a: [1, 2] })).toEqual([])
  })
})
