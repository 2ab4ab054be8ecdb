import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Draft } from '@shared/drafts/draft'

// The services, as the store sees them: each call answers when the test lets it.
type Call = { method: string; params: { draft?: Draft }; answer(value: unknown): void }
const calls: Call[] = []
/** Every draft the store asked the services to save, in order. */
const saved: Draft[] = []
vi.mock('@renderer/api/attempt', () => ({
  attempt: (method: string, params: Call['params']) =>
    new Promise((resolve) => {
      if (method === 'drafts.save' && params.draft) saved.push(params.draft)
      calls.push({ method, params, answer: (value) => resolve({ ok: true, value }) })
    }),
  listen: () => () => undefined,
}))

const { useDraftsStore } = await import('@renderer/store/drafts/store')

function draft(id: string, content = ''): Draft {
  return {
    id,
    name: 'Untitled draft',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    messages: [{ id: `m-${id}`, data: { content, allowed_mentions: { parse: [] } }, files: [] }],
    targets: [],
    sent: null,
  }
}

/** Answers every call as the services would, until the store stops asking. */
async function answerAll(created: Draft): Promise<void> {
  for (let rounds = 0; rounds < 50; rounds++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    const call = calls.shift()
    if (!call) continue
    if (call.method === 'drafts.save') call.answer({ updatedAt: '2026-11-23T10:01:00.000Z' })
    else if (call.method === 'drafts.create') call.answer({ draft: created })
    else if (call.method === 'drafts.list') call.answer({ drafts: [] })
    else call.answer({})
  }
}

const typed = (text: string) => (open: Draft) => ({
  ...open,
  messages: open.messages.map((m) => ({ ...m, data: { ...m.data, content: text } })),
})

describe('switching drafts keeps what was typed while the switch was on its way', () => {
  beforeEach(() => {
    calls.length = 0
  })

  it('saves text typed into the old draft while "New draft" waited for the services', async () => {
    const creating = useDraftsStore.getState().create()
    await answerAll(draft('aaaaaaaaaaaaaaaa'))
    await creating
    expect(useDraftsStore.getState().draft?.id).toBe('aaaaaaaaaaaaaaaa')

    const second = useDraftsStore.getState().create()
    // The create request is out; the user is still in the old draft's editor and types.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.map((call) => call.method)).toContain('drafts.create')
    useDraftsStore.getState().apply(typed('typed during the switch'))
    await answerAll(draft('bbbbbbbbbbbbbbbb'))
    await second
    await useDraftsStore.getState().flush()
    await answerAll(draft('cccccccccccccccc'))

    expect(useDraftsStore.getState().draft?.id).toBe('bbbbbbbbbbbbbbbb')
    expect(saved.find((d) => d.id === 'aaaaaaaaaaaaaaaa')?.messages[0]?.data.content).toBe(
      'typed during the switch',
    )
    // The new draft did not take the old one's text.
    expect(saved.filter((d) => d.id === 'bbbbbbbbbbbbbbbb')).toEqual([])
  })
})
