import { describe, expect, it } from 'vitest'
import type { Draft, DraftTarget, MessageSent } from '@shared/drafts/draft'
import { draftSchema } from '@shared/drafts/draft'
import { sentFingerprint } from '@renderer/features/composer/send/resend'
import {
  isPartlySentToTargets,
  isSentToAllTargets,
  targetPlan,
  targetRequestOf,
} from '@renderer/features/composer/send/targetPlan'
import { placementOf } from '@shared/drafts/sendInput'
import { CHANNEL, WEBHOOK, draft, file } from './fixtures'

const OTHER = '300000000000000002'
const THREAD = '500000000000000001'

function posted(messageId: string, channelId = CHANNEL): MessageSent {
  return { at: '2026-01-01T00:00:00.000Z', messageId, channelId, link: null }
}

/** Two messages to two saved webhooks; `targets` replaces them. */
function twoByTwo(targets?: DraftTarget[]): Draft {
  const base = draft({}, {})
  return {
    ...base,
    messages: [
      { id: 'm1', data: { content: 'One' }, files: [file()] },
      { id: 'm2', data: { content: 'Two' }, files: [] },
    ],
    targets: targets ?? [
      { kind: 'saved', webhookId: WEBHOOK },
      { kind: 'saved', webhookId: OTHER },
    ],
  }
}

describe('the plan of a run to several targets', () => {
  it('gives every target every message, in the draft order', () => {
    expect(targetPlan(twoByTwo())).toEqual([
      { webhookId: WEBHOOK, messageIds: ['m1', 'm2'] },
      { webhookId: OTHER, messageIds: ['m1', 'm2'] },
    ])
    expect(isPartlySentToTargets(twoByTwo())).toBe(false)
  })

  it('taken again after a failure (Retry failed), holds only what has no record: nothing posted goes twice', () => {
    const partly = twoByTwo([
      { kind: 'saved', webhookId: WEBHOOK, sent: { m1: posted('1'), m2: posted('2') } },
      { kind: 'saved', webhookId: OTHER, sent: { m1: posted('3') } },
    ])
    expect(targetPlan(partly)).toEqual([{ webhookId: OTHER, messageIds: ['m2'] }])
    expect(isPartlySentToTargets(partly)).toBe(true)
    expect(isSentToAllTargets(partly)).toBe(false)
  })

  it('is empty once every message reached every target', () => {
    const done = twoByTwo([
      { kind: 'saved', webhookId: WEBHOOK, sent: { m1: posted('1'), m2: posted('2') } },
      { kind: 'saved', webhookId: OTHER, sent: { m1: posted('3'), m2: posted('4') } },
    ])
    expect(targetPlan(done)).toEqual([])
    expect(isSentToAllTargets(done)).toBe(true)
    expect(isPartlySentToTargets(done)).toBe(false)
  })

  it('keeps the records out of the resend fingerprint, so a finished run reads as unchanged', () => {
    const records = twoByTwo([
      { kind: 'saved', webhookId: WEBHOOK, sent: { m1: posted('1') } },
      { kind: 'saved', webhookId: OTHER },
    ])
    expect(sentFingerprint(records)).toBe(sentFingerprint(twoByTwo()))
  })
})

describe('where each message lands in a target', () => {
  it('an existing thread holds every message', () => {
    expect(placementOf({ thread: { threadId: THREAD } }, undefined)).toEqual({ threadId: THREAD })
  })

  it('a new post takes its name and tags on the first message, and the others follow into it', () => {
    const thread = { threadName: 'Release 4.2', appliedTags: ['600000000000000001'] }
    expect(placementOf({ thread }, undefined)).toEqual({
      threadName: 'Release 4.2',
      appliedTags: ['600000000000000001'],
    })
    expect(placementOf({ thread }, posted('1', THREAD))).toEqual({ threadId: THREAD })
  })

  it('without a thread, the channel itself', () => {
    expect(placementOf({}, undefined)).toEqual({})
  })
})

describe('the request for one message to one target', () => {
  it('posts the body and files through the saved webhook, into the target’s thread', () => {
    const d = twoByTwo([{ kind: 'saved', webhookId: OTHER, thread: { threadId: THREAD } }])
    expect(targetRequestOf(d, d.targets[0]!, 'm1')).toEqual({
      draftId: 'draft0001',
      action: 'send',
      target: { kind: 'saved', webhookId: OTHER },
      savedWebhookId: undefined,
      data: { content: 'One' },
      files: [{ handle: 'a'.repeat(32), name: 'poster.png', description: '', spoiler: false }],
      threadId: THREAD,
      record: { messageId: 'm1', again: false },
    })
  })

  it('puts the target’s new post in the body, never a thread the message itself names', () => {
    const d = twoByTwo([{ kind: 'saved', webhookId: OTHER, thread: { threadName: 'Notes' } }])
    const withOwn = { ...d, messages: [{ ...d.messages[0]!, data: { content: 'One', thread_name: 'Mine' } }] }
    expect(targetRequestOf(withOwn, withOwn.targets[0]!, 'm1')?.data).toEqual({
      content: 'One',
      thread_name: 'Notes',
    })
    const plain = twoByTwo([{ kind: 'saved', webhookId: OTHER }])
    expect(targetRequestOf(plain, plain.targets[0]!, 'm9')).toBeUndefined()
  })
})

describe('the target schema', () => {
  it('still reads drafts saved before targets had a thread or records', () => {
    expect(draftSchema.safeParse(draft()).success).toBe(true)
  })

  it('reads a target’s thread and records, and refuses a thread id that is not one', () => {
    const withBoth = twoByTwo([
      { kind: 'saved', webhookId: WEBHOOK, thread: { threadName: 'Notes' }, sent: { m1: posted('1') } },
      { kind: 'saved', webhookId: OTHER, thread: { threadId: THREAD } },
    ])
    expect(draftSchema.safeParse(withBoth).success).toBe(true)
    const bad = twoByTwo([{ kind: 'saved', webhookId: WEBHOOK, thread: { threadId: 'nope' } }])
    expect(draftSchema.safeParse(bad).success).toBe(false)
  })
})
