import { describe, expect, it } from 'vitest'
import type { Draft, DraftMessage } from '@shared/drafts/draft'
import { isUntouchedEmpty } from '@shared/drafts/untouched'

// What DraftsService.create makes for "New draft".
function fresh(overrides: Partial<Draft> = {}): Draft {
  return {
    id: 'abcdefgh12345678',
    name: 'Untitled draft',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    messages: [{ id: 'm1', data: { content: '', allowed_mentions: { parse: [] } }, files: [] }],
    targets: [],
    sent: null,
    ...overrides,
  }
}

function withMessage(change: Partial<DraftMessage>, data?: Record<string, unknown>): Draft {
  const base = fresh().messages[0]!
  return fresh({ messages: [{ ...base, ...change, data: { ...base.data, ...data } }] })
}

const file = {
  handle: 'a'.repeat(32),
  name: 'a.png',
  size: 3,
  contentType: 'image/png',
  spoiler: false,
  description: '',
}

describe('isUntouchedEmpty: the draft "New draft" opens again instead of making another', () => {
  it('holds for a new draft, under its default names, and after typing was cleared again', () => {
    expect(isUntouchedEmpty(fresh())).toBe(true)
    expect(isUntouchedEmpty(fresh({ name: 'Draft 7' }))).toBe(true)
    // Typed and deleted: empty strings and empty lists are nothing.
    expect(isUntouchedEmpty(withMessage({}, { content: '   ', embeds: [], components: [] }))).toBe(true)
    // A draft saved before allowed_mentions was set on new drafts.
    expect(isUntouchedEmpty(fresh({ messages: [{ id: 'm1', data: {}, files: [] }] }))).toBe(true)
  })

  it('fails for any content, embed, component, file or other part of the body', () => {
    expect(isUntouchedEmpty(withMessage({}, { content: 'Hi' }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({}, { embeds: [{}] }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({}, { components: [{ type: 1, components: [] }] }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({ files: [file] }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({}, { username: 'Bot' }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({}, { flags: 4 }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({}, { thread_name: 'Post' }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({ threadId: '1191168918421504001' }))).toBe(false)
    expect(isUntouchedEmpty(withMessage({ classic: { content: 'kept aside' } }))).toBe(false)
  })

  it('fails when pings were allowed, a second message added, or the draft renamed', () => {
    expect(isUntouchedEmpty(withMessage({}, { allowed_mentions: { parse: ['users'] } }))).toBe(false)
    const [message] = fresh().messages
    expect(isUntouchedEmpty(fresh({ messages: [message!, { ...message!, id: 'm2' }] }))).toBe(false)
    expect(isUntouchedEmpty(fresh({ name: 'Launch notes' }))).toBe(false)
  })

  it('holds with saved webhooks as targets, as "New draft" after a send gives them', () => {
    const saved = { kind: 'saved' as const, webhookId: '1191168918421504001' }
    expect(
      isUntouchedEmpty(fresh({ targets: [saved, { ...saved, webhookId: '1191168918421504009' }] })),
    ).toBe(true)
  })

  it('fails with a pasted URL or a thread chosen, an edit of a sent message, or once sent', () => {
    const saved = { kind: 'saved' as const, webhookId: '1191168918421504001' }
    expect(isUntouchedEmpty(fresh({ targets: [{ ...saved, thread: { threadName: 'Post' } }] }))).toBe(false)
    const sealed = {
      kind: 'sealed' as const,
      ref: 'b'.repeat(32),
      webhookId: '1191168918421504001',
      maskedUrl: '…/webhooks/1191168918421504001/••••abcd',
    }
    expect(isUntouchedEmpty(fresh({ targets: [sealed] }))).toBe(false)
    const reference = {
      messageId: '1191168918421504002',
      webhookId: '1191168918421504001',
      threadId: null,
      entryId: null,
      before: {},
      kept: [],
      componentsV2: false,
    }
    expect(isUntouchedEmpty(withMessage({ reference }))).toBe(false)
    const sent = {
      at: '2026-11-23T10:00:00.000Z',
      webhookId: '1191168918421504001',
      messageId: '1191168918421504002',
      channelId: '1191168918421504003',
      link: null,
      fingerprint: 'x',
      action: 'send' as const,
      fileNames: [],
    }
    expect(isUntouchedEmpty(fresh({ sent }))).toBe(false)
    const messageSent = { at: sent.at, messageId: sent.messageId, channelId: sent.channelId, link: null }
    expect(isUntouchedEmpty(withMessage({ sent: messageSent }))).toBe(false)
  })
})
