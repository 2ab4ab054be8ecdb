import { describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import { isUnchangedResend, sentFingerprint } from '@renderer/features/composer/send/resend'
import { CHANNEL, MESSAGE, WEBHOOK, draft, file } from './fixtures'

/** The draft as markSent leaves it: files gone, the record kept with the fingerprint taken at send time. */
function afterSend(sentDraft: Draft, action: 'send' | 'edit' = 'send'): Draft {
  const fingerprint = sentFingerprint(sentDraft)
  const sent = {
    at: '',
    webhookId: WEBHOOK,
    messageId: MESSAGE,
    channelId: CHANNEL,
    link: null,
    fingerprint,
    action,
    fileNames: [],
  }
  return { ...sentDraft, messages: sentDraft.messages.map((m) => ({ ...m, files: [] })), sent }
}

describe('sending the same draft twice', () => {
  it('asks when nothing changed since the send, files included (they went with the first copy)', () => {
    expect(isUnchangedResend(afterSend(draft({ files: [file()] })))).toBe(true)
    expect(isUnchangedResend(afterSend(draft()))).toBe(true)
  })

  it('does not ask once the text, the target or the files changed', () => {
    const sent = afterSend(draft())
    const retyped = { ...sent, messages: [{ ...sent.messages[0]!, data: { content: 'Hello again' } }] }
    expect(isUnchangedResend(retyped)).toBe(false)
    expect(
      isUnchangedResend({ ...sent, targets: [{ kind: 'saved', webhookId: '300000000000000002' }] }),
    ).toBe(false)
    expect(isUnchangedResend({ ...sent, messages: [{ ...sent.messages[0]!, files: [file()] }] })).toBe(false)
  })

  it('ignores key order and the draft name, and never asks for a draft not yet sent or an edit', () => {
    const sent = afterSend(draft({ data: { content: 'Hi', flags: 4 } }))
    const reordered = {
      ...sent,
      name: 'Renamed',
      messages: [{ ...sent.messages[0]!, data: { flags: 4, content: 'Hi' } }],
    }
    expect(isUnchangedResend(reordered)).toBe(true)
    expect(isUnchangedResend(draft())).toBe(false)
    expect(isUnchangedResend(afterSend(draft(), 'edit'))).toBe(false)
  })
})
