import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RpcError } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../../support/english'
import { entry } from './fixtures'

const call = vi.fn()
vi.mock('@renderer/api', () => ({
  connection: { kind: 'browser', api: { call, on: () => () => undefined } },
}))

const { draftPayload, useHistoryStore } = await import('@renderer/store/history/store')
const { useNavigationStore } = await import('@renderer/store/navigation/store')

const prepared = {
  entryId: entry().id,
  target: { kind: 'saved', webhookId: entry().webhookId },
  messageId: entry().messageId,
  threadId: '500000000000000001',
  payload: { content: 'Old', flags: 32768, attachments: [{ id: '600000000000000001' }] },
  attachments: [],
  componentsV2: true,
}

beforeEach(() => {
  call.mockReset()
  useHistoryStore.setState({ entries: [entry()], status: 'ready' })
  useNavigationStore.setState({ current: 'history' })
})

describe('history store', () => {
  it('says in German that no draft could be made when the drafts store could not create one', async () => {
    call.mockImplementation(async (method: string) => {
      if (method === 'history.prepareEdit') return prepared
      if (method === 'drafts.create') throw new RpcError({ kind: 'internal', message: 'disk full' })
      return { drafts: [] }
    })
    const outcome = await useHistoryStore.getState().openForEdit(entry().id)
    if (outcome.ok) throw new Error('expected a failure')
    expect(saidText(translatorFor('de'), outcome.error)).toBe(
      'Herald konnte für diese Nachricht keinen Entwurf anlegen.',
    )
  })

  it('opens an entry for editing as a new draft holding the prepared body, and shows the composer', async () => {
    const created = { id: 'draft0002' }
    call.mockImplementation(async (method: string, input: unknown) =>
      method === 'history.prepareEdit'
        ? prepared
        : method === 'drafts.create'
          ? { draft: { ...created, input } }
          : { drafts: [] },
    )
    const outcome = await useHistoryStore.getState().openForEdit(entry().id)
    expect(outcome.ok).toBe(true)
    expect(call).toHaveBeenCalledWith('history.prepareEdit', { entryId: entry().id })
    const create = call.mock.calls.find(([method]) => method === 'drafts.create')?.[1]
    expect(create.targets).toEqual([{ kind: 'saved', webhookId: entry().webhookId }])
    expect(create.messages[0]).toMatchObject({
      data: { content: 'Old', flags: 32768 },
      threadId: prepared.threadId,
      reference: { messageId: entry().messageId, before: prepared.payload, componentsV2: true },
    })
    expect(useNavigationStore.getState().current).toBe('composer')
  })

  it('duplicates an entry into another new draft, never into the open one', async () => {
    const detail = {
      ...entry(),
      current: { at: '', payload: { content: 'Hi', flags: 4 }, attachmentNames: [], message: {} },
      revisions: [],
    }
    call.mockImplementation(async (method: string) =>
      method === 'history.get'
        ? { entry: detail }
        : method === 'drafts.create'
          ? { draft: { id: 'draft0003' } }
          : { drafts: [] },
    )
    await useHistoryStore.getState().duplicate(entry().id)
    const creates = call.mock.calls.filter(([method]) => method === 'drafts.create')
    expect(creates).toHaveLength(1)
    expect(creates[0]?.[1].messages[0]).toEqual({
      id: expect.any(String),
      data: { content: 'Hi', flags: 4 },
      files: [],
    })
    expect(call.mock.calls.some(([method]) => method === 'drafts.save')).toBe(false)
  })

  it('stays on the history, with the error, when the edit cannot be prepared', async () => {
    call.mockRejectedValue(new RpcError({ kind: 'network', message: 'offline' }))
    const outcome = await useHistoryStore.getState().openForEdit(entry().id)
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'network' } })
    expect(useNavigationStore.getState().current).toBe('history')
  })

  it('deletes through the saved webhook and marks the row deleted', async () => {
    call.mockResolvedValueOnce({})
    call.mockResolvedValueOnce({ entry: entry({ deletedAt: '2026-01-03T00:00:00.000Z' }) })
    const outcome = await useHistoryStore.getState().deleteFromDiscord(entry())
    expect(outcome.ok).toBe(true)
    expect(call).toHaveBeenNthCalledWith(1, 'message.delete', {
      target: { kind: 'saved', webhookId: entry().webhookId },
      messageId: entry().messageId,
      threadId: undefined,
    })
    expect(useHistoryStore.getState().entries[0]?.deletedAt).not.toBeNull()
  })

  it('starts a draft from what was sent, without attachments or flags a new message cannot carry', () => {
    expect(draftPayload({ content: 'Hi', attachments: [{ id: '1' }], flags: 32768 | 2 }, {})).toEqual({
      content: 'Hi',
      flags: 32768,
    })
    expect(draftPayload(null, { content: 'Loaded', embeds: [{ title: 'x' }], author: {}, id: '1' })).toEqual({
      content: 'Loaded',
      embeds: [{ title: 'x' }],
    })
  })
})
