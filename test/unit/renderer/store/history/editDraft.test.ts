import { describe, expect, it } from 'vitest'
import {
  duplicateDraftOf,
  editDraftOf,
  embedAttachments,
} from '../../../../../renderer/store/history/editDraft'

const listed = {
  id: '600000000000000001',
  filename: 'report.pdf',
  description: null,
  size: 10,
  contentType: 'application/pdf',
  url: 'https://cdn.discordapp.com/attachments/200000000000000001/600000000000000001/report.pdf',
}
const shownUrl =
  'https://cdn.discordapp.com/attachments/200000000000000001/600000000000000002/banner%20one.png?ex=1'
const payload = {
  content: 'Launch',
  username: 'Herald',
  embeds: [{ title: 'News', image: { url: shownUrl }, thumbnail: { url: 'https://example.com/t.png' } }],
  flags: 4,
  attachments: [{ id: listed.id }],
}
const prepared = {
  entryId: '300000000000000001-400000000000000001',
  target: { kind: 'saved' as const, webhookId: '300000000000000001' },
  messageId: '400000000000000001',
  threadId: '500000000000000001',
  payload,
  attachments: [listed],
  componentsV2: false,
}

describe('opening a history message for editing', () => {
  it('puts everything it had in the editor and the body as it is now as the diff before', () => {
    const init = editDraftOf(prepared)
    const message = init.messages![0]!
    expect(message.data).toEqual({ content: 'Launch', username: 'Herald', embeds: payload.embeds, flags: 4 })
    expect(message.files).toEqual([])
    expect(message.threadId).toBe('500000000000000001')
    expect(message.reference).toMatchObject({
      messageId: '400000000000000001',
      webhookId: '300000000000000001',
      threadId: '500000000000000001',
      entryId: prepared.entryId,
      before: payload,
      componentsV2: false,
    })
    expect(init.targets).toEqual([{ kind: 'saved', webhookId: '300000000000000001' }])
    expect(init.name).toBe('Edit: Launch')
  })

  it('keeps the listed attachments and recovers those an embed shows from their CDN address', () => {
    const kept = editDraftOf(prepared).messages![0]!.reference!.kept
    expect(kept.map((a) => a.id)).toEqual(['600000000000000001', '600000000000000002'])
    expect(kept[1]).toMatchObject({ filename: 'banner one.png', url: shownUrl })
  })

  it('does not count an embed attachment twice, and ignores addresses that are not attachments', () => {
    const both = embedAttachments([
      { image: { url: shownUrl }, thumbnail: { url: shownUrl } },
      {
        thumbnail: {
          url: 'https://media.discordapp.net/attachments/200000000000000001/600000000000000003/t.png',
        },
      },
      { image: { url: 'https://cdn.discordapp.com/avatars/1/2.png' } },
      'not an embed',
    ])
    expect(both.map((a) => a.id)).toEqual(['600000000000000002', '600000000000000003'])
    expect(embedAttachments(undefined)).toEqual([])
  })
})

describe('duplicating a history message', () => {
  it('starts a new message (no reference) to the same saved webhook', () => {
    const init = duplicateDraftOf({ content: 'Again' }, '300000000000000001')
    expect(init.messages).toEqual([{ id: expect.any(String), data: { content: 'Again' }, files: [] }])
    expect(init.targets).toEqual([{ kind: 'saved', webhookId: '300000000000000001' }])
    expect(duplicateDraftOf({}, undefined)).toMatchObject({ targets: [], name: 'Copy: of a sent message' })
  })
})

describe('attachment hosts', () => {
  it('reads the host of the listed attachments as a file host, and no other unknown host', () => {
    const url = 'https://files.example/attachments/200000000000000001/600000000000000004/x.png'
    expect(embedAttachments([{ image: { url } }])).toEqual([])
    expect(embedAttachments([{ image: { url } }], ['files.example']).map((a) => a.id)).toEqual([
      '600000000000000004',
    ])
    const local = 'http://127.0.0.1:9000/attachments/200000000000000001/600000000000000005/y.png'
    expect(embedAttachments([{ thumbnail: { url: local } }]).map((a) => a.id)).toEqual(['600000000000000005'])
  })
})
