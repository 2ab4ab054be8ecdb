import { describe, expect, it } from 'vitest'
import type { Problem } from '@shared/discord'
import { draftProblems, unionPings } from '@renderer/features/composer/send/draftProblems'
import { englishTranslator } from '../../../../../support/english'
import { isPartlySent, messageSendState } from '@renderer/features/composer/send/runStore'

const READY = {
  ok: true as const,
  target: { kind: 'saved' as const, webhookId: '1' },
  uploadLimitMiB: 10 as const,
}
const NOT_CHOSEN = { ok: false as const, reason: 'Choose where to send it.' }
const TOO_LONG: Problem = {
  path: ['content'],
  pathText: 'content',
  code: 'too_big',
  message: 'Over 2000.',
  phrase: { id: 'problem.untranslated', values: { text: 'Over 2000.' } },
}
const t = englishTranslator()

describe('draftProblems', () => {
  it('names the message each reason is about when there are several', () => {
    const list = draftProblems(
      t,
      [{}, { name: 'Outro' }],
      [
        { readiness: READY, body: [TOO_LONG], files: [] },
        { readiness: READY, body: [TOO_LONG], files: [{ path: 'files.0', message: 'Too big.' }] },
      ],
    )
    expect(list.map((p) => [p.messageIndex, p.text, p.path])).toEqual([
      [0, 'Message 1: Over 2000.', 'content'],
      [1, 'Outro: Over 2000.', 'content'],
      [1, 'Outro: Too big.', 'files.0'],
    ])
    expect(new Set(list.map((p) => p.key)).size).toBe(3)
  })

  it('lists a reason about the target alone once, and a single message without a prefix', () => {
    const both = draftProblems(
      t,
      [{}, {}],
      [
        { readiness: NOT_CHOSEN, body: [], files: [] },
        { readiness: NOT_CHOSEN, body: [], files: [] },
      ],
    )
    expect(both.map((p) => p.text)).toEqual(['Choose where to send it.'])
    const one = draftProblems(t, [{}], [{ readiness: READY, body: [TOO_LONG], files: [] }])
    expect(one.map((p) => p.text)).toEqual(['Over 2000.'])
  })
})

describe('unionPings', () => {
  it('pings whoever any message pings, each once', () => {
    const pings = unionPings([
      { everyone: false, here: true, roles: ['1'], users: [] },
      { everyone: false, here: false, roles: ['1', '2'], users: ['3'] },
    ])
    expect(pings).toEqual({ everyone: false, here: true, roles: ['1', '2'], users: ['3'] })
  })
})

describe('message send states', () => {
  const sent = { at: '', messageId: '100000000000000001', channelId: '100000000000000002', link: null }
  const run = {
    draftId: 'd',
    sendingId: 'b',
    failed: { messageId: 'c', error: { kind: 'discord', message: 'No.' } },
  }

  it('tells sent, sending, failed and not sent apart, for the draft the run belongs to', () => {
    const state = (id: string, withSent = false) =>
      messageSendState({ id, ...(withSent ? { sent } : {}) }, run as never, 'd', true)
    expect([state('a', true), state('b'), state('c'), state('e')]).toEqual([
      'sent',
      'sending',
      'failed',
      'notSent',
    ])
    expect(messageSendState({ id: 'c' }, run as never, 'other', false)).toBe('draft')
  })

  it('resumes only when some messages were sent and some not', () => {
    expect(isPartlySent([{ sent }, {}])).toBe(true)
    expect(isPartlySent([{ sent }, { sent }])).toBe(false)
    expect(isPartlySent([{}, {}])).toBe(false)
  })
})
