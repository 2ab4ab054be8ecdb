import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RpcError } from '../../../../../shared/rpc'
import { entry } from './fixtures'

const call = vi.fn()
vi.mock('../../../../../renderer/api', () => ({
  connection: { kind: 'browser', api: { call, on: () => () => undefined } },
}))

const { draftPayload, useHistoryStore } = await import('../../../../../renderer/store/history/store')
const { useComposerRequestStore } = await import('../../../../../renderer/store/history/composerRequest')
const { useNavigationStore } = await import('../../../../../renderer/store/navigation/store')

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
  useComposerRequestStore.setState({ pending: undefined, serial: 0, editOutcome: { phase: 'idle' } })
  useNavigationStore.setState({ current: 'history' })
})

describe('history store', () => {
  it('opens an entry for editing in the composer with the prepared body', async () => {
    call.mockResolvedValue(prepared)
    await useHistoryStore.getState().openForEdit(entry().id)
    expect(call).toHaveBeenCalledWith('history.prepareEdit', { entryId: entry().id })
    expect(useComposerRequestStore.getState().pending).toMatchObject({
      kind: 'edit',
      messageId: entry().messageId,
    })
    expect(useNavigationStore.getState().current).toBe('composer')
  })

  it('edits with the full body, so the V2 flag, kept attachments and the thread survive', async () => {
    call.mockResolvedValueOnce(prepared)
    await useHistoryStore.getState().openForEdit(entry().id)
    call.mockResolvedValueOnce({ message: { id: entry().messageId, channel_id: entry().channelId } })
    const body = { ...prepared.payload, content: 'New' }

    const outcome = await useComposerRequestStore.getState().submitEdit(body)

    expect(outcome).toEqual({ phase: 'edited', messageId: entry().messageId })
    expect(call).toHaveBeenLastCalledWith('message.edit', {
      target: prepared.target,
      messageId: prepared.messageId,
      threadId: prepared.threadId,
      message: body,
    })
    expect(useComposerRequestStore.getState().pending).toBeUndefined()
  })

  it('stays in edit mode when the edit fails', async () => {
    call.mockResolvedValueOnce(prepared)
    await useHistoryStore.getState().openForEdit(entry().id)
    call.mockRejectedValueOnce(new RpcError({ kind: 'network', message: 'offline' }))
    const outcome = await useComposerRequestStore.getState().submitEdit({ content: 'New' })
    expect(outcome).toMatchObject({ phase: 'failed', error: { kind: 'network' } })
    expect(useComposerRequestStore.getState().pending?.kind).toBe('edit')
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
