import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setCurrentTranslator } from '@renderer/i18n/current'
import { duplicateDraftOf, editDraftOf } from '@renderer/store/history/editDraft'
import { translatorFor, useEnglish } from '../../../../support/english'

beforeEach(useEnglish)
afterEach(useEnglish)

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

  it('keeps every file the services list, in their order', () => {
    const kept = editDraftOf(prepared).messages![0]!.reference!.kept
    expect(kept).toEqual([listed])
  })
})

describe('duplicating a history message', () => {
  it('starts a new message (no reference) to the same saved webhook', () => {
    const init = duplicateDraftOf({ content: 'Again' }, '300000000000000001')
    expect(init.messages).toEqual([{ id: expect.any(String), data: { content: 'Again' }, files: [] }])
    expect(init.targets).toEqual([{ kind: 'saved', webhookId: '300000000000000001' }])
    expect(duplicateDraftOf({}, undefined)).toMatchObject({ targets: [], name: 'Copy: of a sent message' })
  })

  // Issue 25: the name a new draft gets is in the page's language.
  it('names the new drafts in the page’s language', () => {
    setCurrentTranslator(translatorFor('de'))
    expect(duplicateDraftOf({}, undefined).name).toBe('Kopie einer gesendeten Nachricht')
    expect(duplicateDraftOf({ content: 'Again' }, undefined).name).toBe('Kopie: Again')
    setCurrentTranslator(translatorFor('ru'))
    expect(editDraftOf({ ...prepared, payload: {} }).name).toBe('Правка: сообщение 400000000000000001')
  })
})
