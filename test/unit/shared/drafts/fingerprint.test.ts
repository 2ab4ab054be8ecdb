import { describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import { draftFingerprint, stableStringify } from '@shared/drafts/fingerprint'

const file = {
  handle: 'a'.repeat(32),
  name: 'a.png',
  size: 3,
  contentType: 'image/png',
  spoiler: false,
  description: '',
}

function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: 'abcdefgh12345678',
    name: 'Launch',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    messages: [{ id: 'm1', data: { content: 'Hi', embeds: [{ title: 'T' }] }, files: [file] }],
    targets: [{ kind: 'saved', webhookId: '1191168918421504001' }],
    sent: null,
    ...overrides,
  }
}

describe('draftFingerprint: whether Send would post the same thing again', () => {
  it('ignores key order, the draft name and times', () => {
    const a = draft()
    const b = draft({
      name: 'Renamed',
      updatedAt: '2026-11-24T00:00:00.000Z',
      messages: [{ id: 'm1', data: { embeds: [{ title: 'T' }], content: 'Hi' }, files: [file] }],
    })
    expect(draftFingerprint(b)).toBe(draftFingerprint(a))
  })

  it('changes with the content, a file setting, the thread and the target', () => {
    const base = draftFingerprint(draft())
    const message = draft().messages[0]!
    expect(draftFingerprint(draft({ messages: [{ ...message, data: { content: 'Hi!' } }] }))).not.toBe(base)
    expect(
      draftFingerprint(draft({ messages: [{ ...message, files: [{ ...file, spoiler: true }] }] })),
    ).not.toBe(base)
    expect(draftFingerprint(draft({ messages: [{ ...message, threadId: '1191168918421504009' }] }))).not.toBe(
      base,
    )
    expect(
      draftFingerprint(draft({ targets: [{ kind: 'saved', webhookId: '1191168918421504002' }] })),
    ).not.toBe(base)
  })

  it('stableStringify sorts keys at every depth and drops undefined', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { f: 1, e: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":2,"f":1}]},"b":1}',
    )
  })
})
