import { describe, expect, it, vi } from 'vitest'
import { measure } from '../../../../../../shared/discord'
import type { WebhookView } from '../../../../../../shared/rpc/areas/webhooks'
import { sendProblems } from '../../../../../../renderer/features/composer/send/problems'
import { fileProblems } from '../../../../../../renderer/features/composer/send/sources/fileProblems'
import { targetReadiness } from '../../../../../../renderer/features/composer/send/sources/targetReadiness'
import { WEBHOOK, draft, file } from './fixtures'

vi.mock('../../../../../../renderer/api', () => ({ connection: { kind: 'none' } }))

const ready = {
  ok: true as const,
  target: { kind: 'saved' as const, webhookId: WEBHOOK },
  uploadLimitMiB: 10 as const,
}

function webhook(extra: Partial<WebhookView> = {}): WebhookView {
  return {
    id: WEBHOOK,
    label: 'Announcements',
    name: 'Herald',
    avatarUrl: null,
    channelId: null,
    guildId: null,
    applicationId: null,
    ownedByApplication: false,
    maskedUrl: '…/webhooks/1/••••abcd',
    settings: {
      uploadLimitMiB: 50,
      effectiveUploadLimitMiB: 50,
      defaultUsername: null,
      defaultAvatarUrl: null,
    },
    health: { state: 'ok', reason: null, detail: null, at: null },
    addedAt: '2026-01-01T00:00:00.000Z',
    lookedUpAt: null,
    ...extra,
  }
}

describe('the send budget', () => {
  it('lists content over 2000 characters as a problem that links to the message field', () => {
    const problems = sendProblems(ready, measure({ content: 'x'.repeat(2001) }).problems, [])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ path: 'content' })
    expect(problems[0]?.message).toMatch(/2000/)
  })

  it('links a problem inside an embed to that embed control, and an empty message to the content', () => {
    const over = { embeds: [{ title: 't'.repeat(257) }] }
    expect(sendProblems(ready, measure(over).problems, []).map((p) => p.path)).toEqual(['embeds[0].title'])
    const empty = sendProblems(ready, measure({}).problems, [])
    expect(empty.map((p) => p.path)).toEqual(['content'])
  })

  it('puts the target first, then the body, then the files', () => {
    const problems = sendProblems(
      { ok: false, reason: 'Choose where to send it.' },
      measure({ content: 'x'.repeat(2001) }).problems,
      [{ path: 'files.0', message: 'Too large.' }],
    )
    expect(problems.map((p) => p.path)).toEqual(['target', 'content', 'files.0'])
  })

  it('uses the control the target names for its reason, such as the thread name', () => {
    const problems = sendProblems({ ok: false, reason: 'Name the post.', path: 'thread_name' }, [], [])
    expect(problems[0]?.path).toBe('thread_name')
  })

  it('has nothing to say about a message that fits', () => {
    expect(sendProblems(ready, measure({ content: 'x'.repeat(2000) }).problems, [])).toEqual([])
  })
})

describe('target readiness', () => {
  it('refuses a draft with no target, with the reason', () => {
    expect(targetReadiness(draft({}, { targets: [] }), [webhook()])).toMatchObject({ ok: false })
  })

  it('refuses a saved webhook that left the library or was revoked', () => {
    expect(targetReadiness(draft(), [])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no longer/),
    })
    const revoked = webhook({ health: { state: 'revoked', reason: 'revoked', detail: null, at: null } })
    expect(targetReadiness(draft(), [revoked])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/revoked/),
    })
  })

  it('sends to a saved webhook with its upload limit and the thread chosen', () => {
    const result = targetReadiness(draft({ threadId: '500000000000000001' }), [webhook()])
    expect(result).toEqual({
      ok: true,
      target: { kind: 'saved', webhookId: WEBHOOK },
      threadId: '500000000000000001',
      uploadLimitMiB: 50,
    })
  })

  it('trusts a saved webhook while the library is still loading, and sends a sealed URL by its reference', () => {
    expect(targetReadiness(draft(), undefined)).toMatchObject({ ok: true, uploadLimitMiB: 10 })
    const sealed = draft(
      {},
      { targets: [{ kind: 'sealed', ref: 'b'.repeat(32), webhookId: WEBHOOK, maskedUrl: 'x' }] },
    )
    expect(targetReadiness(sealed, [])).toMatchObject({
      ok: true,
      target: { kind: 'sealed', ref: 'b'.repeat(32) },
    })
  })
})

describe('file problems', () => {
  it('names a file over the upload limit and the files together over it', () => {
    const big = 6 * 1024 * 1024
    expect(fileProblems([file({ size: 11 * 1024 * 1024 })], 10)).toEqual([
      { path: 'files.0', message: expect.stringMatching(/poster\.png.*10 MiB/) },
    ])
    expect(fileProblems([file({ size: big }), file({ size: big, name: 'b.png' })], 10)).toEqual([
      { path: 'files.0', message: expect.stringMatching(/together/) },
    ])
    expect(fileProblems([file({ size: big }), file({ size: big })], 50)).toEqual([])
  })
})
