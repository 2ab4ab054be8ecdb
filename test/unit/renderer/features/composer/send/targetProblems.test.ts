import { describe, expect, it } from 'vitest'
import { targetProblems } from '@renderer/features/composer/send/targetProblems'
import type { TargetView } from '@renderer/features/composer/target/useTargetViews'
import { wordsFor } from '../translators'

const { t, formats } = wordsFor('en')

const ok: TargetView = {
  target: { kind: 'saved', webhookId: '300000000000000001' },
  destination: { kind: 'saved', webhookId: '300000000000000001', located: undefined },
  channel: undefined,
  forum: { isForum: false, requireTag: false },
  readiness: { ok: true, target: { kind: 'saved', webhookId: '300000000000000001' }, uploadLimitMiB: 10 },
}
const removed: TargetView = {
  ...ok,
  target: { kind: 'saved', webhookId: '300000000000000002' },
  readiness: { ok: false, reason: 'It was removed.' },
}
const forum: TargetView = { ...ok, readiness: { ok: false, reason: 'Name the post.', path: 'thread_name' } }

describe('problems of a draft with several targets', () => {
  it('names each blocked target by its place and links to its card or its thread control', () => {
    expect(targetProblems([ok, removed, forum], [{ data: { content: 'x' } }], t, formats)).toEqual([
      { key: 'target:1', text: 'Target 2: It was removed.', path: 'targets.1.webhook', messageIndex: 0 },
      { key: 'target:2', text: 'Target 3: Name the post.', path: 'targets.2.thread_name', messageIndex: 0 },
    ])
  })

  it('refuses a thread typed into a message’s own JSON, which several targets would ignore', () => {
    const problems = targetProblems(
      [ok, ok],
      [{ data: {} }, { name: 'Notes', data: { thread_name: 'Mine' } }],
      t,
      formats,
    )
    expect(problems).toEqual([
      {
        key: '1:thread',
        text: 'Notes: with several targets each target has its own thread; remove “thread_name” from its JSON.',
        path: 'thread_name',
        messageIndex: 1,
      },
    ])
  })
})
