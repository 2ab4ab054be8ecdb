import { describe, expect, it } from 'vitest'
import type { Draft, DraftMessage } from '@shared/drafts/draft'
import { DRAFT_MESSAGES_MAX } from '@shared/drafts/draft'
import {
  addMessage,
  clearMessagesSent,
  duplicateMessage,
  markMessageSent,
  messageLabel,
  moveMessage,
  removeMessage,
  renameMessage,
  replaceMessageData,
} from '@renderer/store/drafts/reducers'

const FILE = {
  handle: 'a'.repeat(32),
  name: 'a.png',
  size: 3,
  contentType: 'image/png',
  spoiler: false,
  description: '',
}
const SENT = {
  at: '2026-11-23T10:00:00Z',
  messageId: '100000000000000001',
  channelId: '100000000000000002',
  link: null,
}

function message(id: string, content = id, extra: Partial<DraftMessage> = {}): DraftMessage {
  return { id, data: { content }, files: [], ...extra }
}

function draft(...messages: DraftMessage[]): Draft {
  return {
    id: 'abcdefgh12345678',
    name: 'D',
    createdAt: '',
    updatedAt: '',
    messages,
    targets: [],
    sent: null,
  }
}

const ids = (d: Draft) => d.messages.map((m) => m.id)

describe('messages reducers', () => {
  it('adds an empty message that pings nobody, up to ten', () => {
    const next = addMessage(draft(message('m1')), 'm2')
    expect(next.messages[1]).toEqual({
      id: 'm2',
      data: { content: '', allowed_mentions: { parse: [] } },
      files: [],
    })
    const full = draft(...Array.from({ length: DRAFT_MESSAGES_MAX }, (_, i) => message(`m${i}`)))
    expect(addMessage(full, 'x')).toBe(full)
  })

  it('adds nothing to a draft that edits a sent message', () => {
    const reference = {
      messageId: '100000000000000001',
      webhookId: '100000000000000003',
      threadId: null,
      entryId: null,
      before: {},
      kept: [],
      componentsV2: false,
    }
    const editing = draft(message('m1', 'x', { reference }))
    expect(addMessage(editing, 'm2')).toBe(editing)
    expect(duplicateMessage(editing, 0, 'm2')).toBe(editing)
  })

  it('removes a message but never the last one', () => {
    const two = draft(message('m1'), message('m2'))
    expect(ids(removeMessage(two, 0))).toEqual(['m2'])
    const one = draft(message('m1'))
    expect(removeMessage(one, 0)).toBe(one)
    expect(removeMessage(two, 5)).toBe(two)
  })

  it('moves a message and leaves the others as they were', () => {
    const d = draft(message('m1'), message('m2'), message('m3'))
    const next = moveMessage(d, 2, 0)
    expect(ids(next)).toEqual(['m3', 'm1', 'm2'])
    expect(next.messages[1]).toBe(d.messages[0])
    expect(moveMessage(d, 0, 3)).toBe(d)
  })

  it('renames, trims, and forgets an empty name', () => {
    const named = renameMessage(draft(message('m1')), 0, '  Teaser ')
    expect(named.messages[0]?.name).toBe('Teaser')
    expect(messageLabel(named.messages[0], 0)).toBe('Teaser')
    const unnamed = renameMessage(named, 0, ' ')
    expect(unnamed.messages[0]).not.toHaveProperty('name')
    expect(messageLabel(unnamed.messages[0], 1)).toBe('Message 2')
  })

  it('duplicates body, files and thread into a deep copy right after, without the sent record', () => {
    const d = draft(
      message('m1', 'hi', { files: [FILE], threadId: '100000000000000009', sent: SENT }),
      message('m2'),
    )
    const next = duplicateMessage(d, 0, 'm9')
    expect(ids(next)).toEqual(['m1', 'm9', 'm2'])
    const copy = next.messages[1]!
    expect(copy).toMatchObject({ data: { content: 'hi' }, files: [FILE], threadId: '100000000000000009' })
    expect(copy).not.toHaveProperty('sent')
    expect(copy.data).not.toBe(d.messages[0]!.data)
  })

  it('replaces a body whole, keeping files, and returns the same draft for the same body', () => {
    const d = draft(message('m1', 'a', { files: [FILE] }))
    const data = { content: 'b', embeds: [{ title: 'T' }] }
    const next = replaceMessageData(d, 0, data)
    expect(next.messages[0]).toMatchObject({ data, files: [FILE] })
    expect(replaceMessageData(next, 0, data)).toBe(next)
  })

  it('marks a message sent by id, dropping its files, and clears every record for a new run', () => {
    const d = draft(message('m1', 'a', { files: [FILE] }), message('m2', 'b', { files: [FILE] }))
    const next = markMessageSent(moveMessage(d, 1, 0), 'm1', SENT)
    expect(next.messages[1]).toMatchObject({ id: 'm1', sent: SENT, files: [] })
    expect(next.messages[0]).toMatchObject({ id: 'm2', files: [FILE] })
    const cleared = clearMessagesSent(next)
    expect(cleared.messages.every((m) => !('sent' in m))).toBe(true)
    expect(clearMessagesSent(cleared)).toBe(cleared)
  })

  it('forgets the classic content Components V2 kept aside once the message is sent', () => {
    const v2 = message('m1', 'a', { classic: { content: 'old words' } })
    const next = markMessageSent(draft(v2), 'm1', SENT)
    expect(next.messages[0]).not.toHaveProperty('classic')
  })
})
