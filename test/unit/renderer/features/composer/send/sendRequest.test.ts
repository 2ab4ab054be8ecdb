import { describe, expect, it } from 'vitest'
import {
  editableBody,
  messageLink,
  referenceFromSent,
  sendRequestOf,
  sentRecordOf,
} from '@renderer/features/composer/send/sendRequest'
import { sentFingerprint } from '@renderer/features/composer/send/resend'
import { removedAttachments } from '@renderer/features/composer/send/SendDialogs'
import { bodyChanges } from '@renderer/features/history/DiffList'
import { CHANNEL, GUILD, MESSAGE, WEBHOOK, draft, file } from './fixtures'

const saved = { target: { kind: 'saved' as const, webhookId: WEBHOOK } }
const returned = { id: MESSAGE, channel_id: CHANNEL }
const kept = {
  id: '600000000000000001',
  filename: 'a.png',
  size: 1,
  contentType: null,
  url: null,
  description: null,
}

describe('what Send posts', () => {
  it('sends the body, the staged files by handle, the thread and the target', () => {
    const request = sendRequestOf(draft({ files: [file({ spoiler: true, description: 'alt' })] }), {
      ...saved,
      threadId: '500000000000000001',
    })
    expect(request).toEqual({
      draftId: 'draft0001',
      action: 'send',
      target: saved.target,
      savedWebhookId: WEBHOOK,
      data: { content: 'Hello' },
      files: [{ handle: 'a'.repeat(32), name: 'poster.png', description: 'alt', spoiler: true }],
      threadId: '500000000000000001',
      // The services record it under the draft's own message id (issue 19).
      record: { messageId: 'm1', again: false },
    })
  })

  it('edits through the webhook that sent the message, keeping the attachments listed', () => {
    const reference = {
      messageId: MESSAGE,
      webhookId: '300000000000000009',
      threadId: '500000000000000001',
      entryId: null,
      before: { content: 'Old' },
      kept: [kept],
      componentsV2: false,
    }
    const request = sendRequestOf(draft({ reference }), saved)
    expect(request).toMatchObject({
      action: 'edit',
      target: { kind: 'saved', webhookId: '300000000000000009' },
      messageId: MESSAGE,
      threadId: '500000000000000001',
      keepAttachmentIds: ['600000000000000001'],
    })
  })

  it('links to the message when the server is known', () => {
    expect(messageLink(GUILD, returned)).toBe(`https://discord.com/channels/${GUILD}/${CHANNEL}/${MESSAGE}`)
    expect(messageLink(null, returned)).toBeNull()
  })

  it('records the send with the fingerprint of the draft as it stays (without its files)', () => {
    const sentDraft = draft({ files: [file()] })
    const request = sendRequestOf(sentDraft, saved)!
    const record = sentRecordOf(sentDraft, request, returned, null, 'now')
    expect(record).toMatchObject({
      webhookId: WEBHOOK,
      messageId: MESSAGE,
      action: 'send',
      fileNames: ['poster.png'],
    })
    expect(record.fingerprint).toBe(sentFingerprint(draft()))
  })
})

describe('"Edit it" after a send', () => {
  it('starts from the body sent and keeps the attachments Discord returned', () => {
    const record = sentRecordOf(draft(), sendRequestOf(draft(), saved)!, returned, null, 'now')
    const message = {
      ...returned,
      attachments: [
        { id: kept.id, filename: 'a.png', size: 1, content_type: 'image/png', url: 'https://x/a.png' },
      ],
    }
    const reference = referenceFromSent(record, message, { content: 'Hello' }, false)
    expect(reference).toMatchObject({
      messageId: MESSAGE,
      webhookId: WEBHOOK,
      threadId: null,
      before: { content: 'Hello' },
    })
    expect(reference.kept).toEqual([{ ...kept, contentType: 'image/png', url: 'https://x/a.png' }])
    expect(referenceFromSent(record, message, {}, true).threadId).toBe(CHANNEL)
  })

  it('keeps the file an embed shows too, which Discord leaves out of message.attachments (issue 19)', () => {
    const record = sentRecordOf(draft(), sendRequestOf(draft(), saved)!, returned, null, 'now')
    const shown = `https://cdn.discordapp.com/attachments/${CHANNEL}/600000000000000009/photo1.png?ex=1`
    const message = { ...returned, attachments: [], embeds: [{ image: { url: shown, proxy_url: shown } }] }
    const body = { embeds: [{ image: { url: 'attachment://photo1.png' } }] }
    const reference = referenceFromSent(record, message, body, false)
    expect(reference.kept).toEqual([
      {
        id: '600000000000000009',
        filename: 'photo1.png',
        size: null,
        contentType: null,
        url: shown,
        description: null,
      },
    ])
    expect(
      sendRequestOf({ ...draft(), messages: [{ id: 'm1', data: body, files: [], reference }] }, saved),
    ).toMatchObject({ action: 'edit', keepAttachmentIds: ['600000000000000009'] })
  })

  it('records the files it holds as before, so a removed one is named before Save edit (issue 19)', () => {
    const record = sentRecordOf(draft(), sendRequestOf(draft(), saved)!, returned, null, 'now')
    const shown = `https://cdn.discordapp.com/attachments/${CHANNEL}/600000000000000009/photo1.png`
    const message = {
      ...returned,
      attachments: [{ id: kept.id, filename: 'a.png', url: 'https://cdn.discordapp.com/x/a.png' }],
      embeds: [{ image: { url: shown } }],
    }
    const reference = referenceFromSent(record, message, { content: 'Hi' }, false)
    expect(bodyChanges(reference.before, { content: 'Hi' })).toEqual([])
    const withoutPhoto = { ...reference, kept: reference.kept.filter((a) => a.filename !== 'photo1.png') }
    expect(removedAttachments(withoutPhoto).map((a) => a.filename)).toEqual(['photo1.png'])
    expect(removedAttachments(reference)).toEqual([])
  })

  it('drops what only a new message may carry', () => {
    expect(editableBody({ content: 'a', thread_name: 'Post', applied_tags: ['1'], username: 'u' })).toEqual({
      content: 'a',
    })
  })
})
