import { describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import {
  addTarget,
  canAddTarget,
  clearTargetsSent,
  isMulti,
  recordTargetSent,
  removeTarget,
  setTargetThread,
} from '@renderer/features/composer/target/targets'
import { draft } from '../send/fixtures'

const A = '300000000000000001'
const B = '300000000000000002'
const C = '300000000000000003'
const THREAD = '500000000000000001'
const sent = { at: '', messageId: '400000000000000001', channelId: THREAD, link: null }

/** Two messages to saved webhook A, the first opening a new forum post. */
function single(): Draft {
  const base = draft()
  return {
    ...base,
    messages: [
      {
        id: 'm1',
        data: { content: 'One', thread_name: 'Release', applied_tags: ['600000000000000001'] },
        files: [],
      },
      { id: 'm2', data: { content: 'Two' }, files: [] },
    ],
    targets: [{ kind: 'saved', webhookId: A }],
  }
}

describe('several targets', () => {
  it('the second target moves the messages’ thread onto the first, and back when it goes', () => {
    const two = addTarget(single(), B)
    expect(isMulti(two)).toBe(true)
    expect(two.targets).toEqual([
      { kind: 'saved', webhookId: A, thread: { threadName: 'Release', appliedTags: ['600000000000000001'] } },
      { kind: 'saved', webhookId: B },
    ])
    expect(two.messages.map((message) => message.data)).toEqual([{ content: 'One' }, { content: 'Two' }])

    const back = removeTarget(two, 1)
    expect(back.targets).toEqual([{ kind: 'saved', webhookId: A }])
    expect(back.messages).toEqual(single().messages)
  })

  it('back to one target in an existing thread, every message goes there', () => {
    const two = setTargetThread(addTarget(draft(), B), 0, { threadId: THREAD })
    expect(removeTarget(two, 1).messages.map((message) => message.threadId)).toEqual([THREAD])
    expect(removeTarget(two, 0).targets).toEqual([{ kind: 'saved', webhookId: B }])
  })

  it('never adds a webhook twice, to a pasted URL, to an edit, or past ten', () => {
    expect(addTarget(single(), A)).toEqual(single())
    const sealed: Draft = {
      ...single(),
      targets: [{ kind: 'sealed', ref: 'a'.repeat(32), webhookId: A, maskedUrl: '…/webhooks/1/••••abcd' }],
    }
    expect(canAddTarget(sealed)).toBe(false)
    expect(canAddTarget({ ...single(), targets: [] })).toBe(false)
    const reference = {
      messageId: '400000000000000001',
      webhookId: A,
      threadId: null,
      entryId: null,
      before: {},
      kept: [],
      componentsV2: false,
    }
    expect(canAddTarget({ ...single(), messages: [{ ...single().messages[0]!, reference }] })).toBe(false)
    const ten = Array.from({ length: 10 }, (_, i) => ({
      kind: 'saved' as const,
      webhookId: `3${String(i).padStart(17, '0')}`,
    }))
    expect(canAddTarget({ ...single(), targets: ten })).toBe(false)
  })

  it('a thread id and a new post’s name exclude each other on a target', () => {
    const two = addTarget(addTarget(draft(), B), C)
    const named = setTargetThread(two, 1, { threadName: 'Notes', appliedTags: [] })
    expect(named.targets[1]).toEqual({ kind: 'saved', webhookId: B, thread: { threadName: 'Notes' } })
    expect(setTargetThread(named, 1, { threadId: THREAD, threadName: 'Notes' }).targets[1]?.thread).toEqual({
      threadId: THREAD,
    })
    expect(setTargetThread(named, 1, {}).targets[1]).toEqual({ kind: 'saved', webhookId: B })
  })

  it('records what reached each target by webhook, and a new run clears them all', () => {
    const two = addTarget(draft(), B)
    const recorded = recordTargetSent(two, B, 'm1', sent)
    expect(recorded.targets[1]?.sent).toEqual({ m1: sent })
    expect(recorded.targets[0]?.sent).toBeUndefined()
    expect(recordTargetSent(two, C, 'm1', sent)).toEqual(two)
    expect(clearTargetsSent(recorded)).toEqual(two)
  })

  // Issue 19, defect 5: what a target got stays recorded by its identity whatever the list does.
  it('keeps what a target got when the list goes to one target and back to several', () => {
    const run = recordTargetSent(addTarget(single(), B), A, 'm1', sent)
    const one = removeTarget(run, 1)
    expect(one.messages.map((message) => message.sent)).toEqual([sent, undefined])
    const again = addTarget(one, C)
    expect(again.targets.map((target) => target.sent)).toEqual([{ m1: sent }, undefined])
    expect(again.messages.every((message) => message.sent === undefined)).toBe(true)
  })
})
