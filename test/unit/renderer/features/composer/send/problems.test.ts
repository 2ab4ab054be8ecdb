import { describe, expect, it, vi } from 'vitest'
import { measure } from '@shared/discord'
import { JSON_PATH, sendProblems } from '@renderer/features/composer/send/problems'
import { WEBHOOK } from './fixtures'
import { englishTranslator } from '../../../../../support/english'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

const t = englishTranslator()
const ready = {
  ok: true as const,
  target: { kind: 'saved' as const, webhookId: WEBHOOK },
  uploadLimitMiB: 10 as const,
}

describe('the send budget', () => {
  it('lists content over 2000 characters as a problem that links to the message field', () => {
    const problems = sendProblems(t, ready, measure({ content: 'x'.repeat(2001) }).problems, [])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ path: 'content' })
    expect(problems[0]?.message).toMatch(/2000/)
  })

  it('links a problem inside an embed to that embed control, and an empty message to the content', () => {
    const over = { embeds: [{ title: 't'.repeat(257) }] }
    expect(sendProblems(t, ready, measure(over).problems, []).map((p) => p.path)).toEqual(['embeds[0].title'])
    const empty = sendProblems(t, ready, measure({}).problems, [])
    expect(empty.map((p) => p.path)).toEqual(['content'])
  })

  it('puts the target first, then the body, then the files', () => {
    const problems = sendProblems(
      t,
      { ok: false, reason: 'Choose where to send it.' },
      measure({ content: 'x'.repeat(2001) }).problems,
      [{ path: 'files.0', message: 'Too large.' }],
    )
    expect(problems.map((p) => p.path)).toEqual(['target', 'content', 'files.0'])
  })

  it('uses the control the target names for its reason, such as the thread name', () => {
    const problems = sendProblems(t, { ok: false, reason: 'Name the post.', path: 'thread_name' }, [], [])
    expect(problems[0]?.path).toBe('thread_name')
  })

  it('has nothing to say about a message that fits', () => {
    expect(sendProblems(t, ready, measure({ content: 'x'.repeat(2000) }).problems, [])).toEqual([])
  })

  it('puts text the draft has not taken (a JSON edit) right after the target, linking to its control', () => {
    const held = [{ key: 'json', message: 'JSON held', path: JSON_PATH }]
    const problems = sendProblems(t, ready, measure({ content: 'x'.repeat(2001) }).problems, [], held)
    expect(problems.map((p) => [p.message, p.path])).toEqual([
      ['JSON held', JSON_PATH],
      [expect.stringContaining('2000'), 'content'],
    ])
  })
})
