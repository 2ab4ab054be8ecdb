import { describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import {
  recordsOf,
  setAppliedTags,
  setFlag,
  setMessageText,
  setTarget,
  setThreadId,
} from '@renderer/store/drafts/reducers'

function draft(data: Record<string, unknown> = { content: '' }): Draft {
  return {
    id: 'abcdefgh12345678',
    name: 'Draft',
    createdAt: '',
    updatedAt: '',
    messages: [{ id: 'm1', data, files: [] }],
    targets: [],
    sent: null,
  }
}

describe('message reducers', () => {
  it('keeps content even when emptied, but drops an emptied username', () => {
    let next = setMessageText(draft(), 0, 'content', '')
    expect(next.messages[0]?.data).toEqual({ content: '' })
    next = setMessageText(next, 0, 'username', 'Herald')
    expect(next.messages[0]?.data.username).toBe('Herald')
    next = setMessageText(next, 0, 'username', '')
    expect(next.messages[0]?.data).not.toHaveProperty('username')
  })

  it('sets and clears flag bits without touching the others, and drops flags at zero', () => {
    let next = setFlag(draft({ flags: 1 << 15 }), 0, 'SUPPRESS_NOTIFICATIONS', true)
    expect(next.messages[0]?.data.flags).toBe((1 << 15) | 4096)
    next = setFlag(next, 0, 'SUPPRESS_NOTIFICATIONS', false)
    expect(next.messages[0]?.data.flags).toBe(1 << 15)
    next = setFlag(setFlag(draft(), 0, 'SUPPRESS_EMBEDS', true), 0, 'SUPPRESS_EMBEDS', false)
    expect(next.messages[0]?.data).not.toHaveProperty('flags')
  })

  it('an existing thread clears a new post name and tags (Discord refuses both)', () => {
    const post = setAppliedTags(setMessageText(draft(), 0, 'thread_name', 'Launch'), 0, [
      '1191168918421504001',
    ])
    const next = setThreadId(post, 0, '1191168918421504009')
    expect(next.messages[0]?.threadId).toBe('1191168918421504009')
    expect(next.messages[0]?.data).toEqual({ content: '' })
    expect(setThreadId(next, 0, undefined).messages[0]).not.toHaveProperty('threadId')
  })

  it('never mutates the draft it was given, and leaves other messages as they were', () => {
    const before = draft()
    const frozen = structuredClone(before)
    const next = setTarget(setMessageText(before, 0, 'content', 'x'), {
      kind: 'saved',
      webhookId: '1191168918421504001',
    })
    expect(before).toEqual(frozen)
    expect(next.targets).toHaveLength(1)
    expect(setMessageText(before, 5, 'content', 'x')).toBe(before)
  })
})

describe('reading lists from a half-typed body', () => {
  it('gives the same list for the same array, so selectors allocate nothing for unchanged parts', () => {
    const embeds = [{ title: 'a' }, 'not an embed', { title: 'b' }]
    const first = recordsOf(embeds)
    expect(first).toEqual([{ title: 'a' }, { title: 'b' }])
    expect(recordsOf(embeds)).toBe(first)
    const clean = [{ title: 'a' }]
    expect(recordsOf(clean)).toBe(clean)
    expect(recordsOf(undefined)).toEqual([])
  })
})
