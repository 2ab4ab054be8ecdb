import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RpcErrorData } from '@shared/rpc'
import { RpcError } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../../support/english'

const call = vi.fn()
const listeners = new Map<string, (payload: unknown) => void>()
const on = vi.fn((event: string, listener: (payload: unknown) => void) => {
  listeners.set(event, listener)
  return () => listeners.delete(event)
})
vi.mock('@renderer/api', () => ({ connection: { kind: 'browser', api: { call, on } } }))

const { useSendsStore } = await import('@renderer/store/sends/store')
const { sendsSelectors } = await import('@renderer/store/sends/selectors')

const id = '123456789012345678'
const handle = 'a'.repeat(32)
const request = {
  draftId: 'draft0001',
  action: 'send' as const,
  target: { kind: 'sealed' as const, ref: 'b'.repeat(32) },
  savedWebhookId: undefined,
  data: { content: 'hello' },
  files: [{ handle, name: 'a.png', description: '', spoiler: false }],
  threadId: undefined,
}
const toSaved = { ...request, target: { kind: 'saved' as const, webhookId: id }, savedWebhookId: id }

/** The operation id the store chose for the call in flight. */
function operationId(): string {
  const outcome = useSendsStore.getState().outcome
  if (outcome.phase !== 'sending') throw new Error('not sending')
  return outcome.operationId
}

beforeEach(() => {
  call.mockReset()
  listeners.clear()
  useSendsStore.setState({
    outcome: { phase: 'idle' },
    lastWebhookId: undefined,
    lastTarget: 'idle',
    alongside: [],
  })
})

describe('sends store', () => {
  it('posts the body, files and target with wait=true and an operation id, and keeps the message', async () => {
    call.mockResolvedValue({ status: 200, message: { id, channel_id: id } })

    const outcome = await useSendsStore.getState().send(request)

    expect(call).toHaveBeenCalledWith('message.send', {
      target: request.target,
      message: { content: 'hello' },
      threadId: undefined,
      files: request.files,
      wait: true,
      operationId: expect.stringMatching(/^send-/),
    })
    expect(outcome).toEqual({
      phase: 'sent',
      draftId: 'draft0001',
      action: 'send',
      message: { id, channel_id: id },
      body: { content: 'hello' },
    })
    expect(sendsSelectors.outcome(useSendsStore.getState())).toEqual(outcome)
  })

  it('edits with the attachments to keep', async () => {
    call.mockResolvedValue({ message: { id, channel_id: id } })
    const edit = {
      ...toSaved,
      action: 'edit' as const,
      messageId: id,
      keepAttachmentIds: ['600000000000000001'],
    }
    await useSendsStore.getState().send(edit)
    expect(call).toHaveBeenCalledWith(
      'message.edit',
      expect.objectContaining({
        messageId: id,
        keepAttachmentIds: ['600000000000000001'],
        files: edit.files,
      }),
    )
  })

  it('follows upload progress and rate-limit waits of its own operation only', async () => {
    let finish: (value: unknown) => void = () => undefined
    call.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const sending = useSendsStore.getState().send(request)
    const op = operationId()

    listeners.get('rateLimit.onDidWait')?.({
      operationId: op,
      webhookId: id,
      waitMs: 3000,
      reason: 'bucket',
      until: 5,
    })
    listeners.get('rateLimit.onDidWait')?.({
      operationId: 'other',
      webhookId: id,
      waitMs: 1,
      reason: 'global',
      until: 9,
    })
    expect(useSendsStore.getState().outcome).toMatchObject({ wait: { until: 5, reason: 'bucket' } })

    listeners.get('send.onDidProgress')?.({
      operationId: op,
      phase: 'uploading',
      sentBytes: 10,
      totalBytes: 40,
    })
    expect(useSendsStore.getState().outcome).toMatchObject({
      progress: { sentBytes: 10, totalBytes: 40 },
      wait: undefined,
    })

    finish({ status: 200, message: { id, channel_id: id } })
    await sending
    expect(listeners.size).toBe(0)
  })

  it('cancels the operation in flight', async () => {
    let finish: (value: unknown) => void = () => undefined
    call.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const sending = useSendsStore.getState().send(request)
    call.mockResolvedValueOnce({ cancelled: true })
    await useSendsStore.getState().cancel()
    expect(call).toHaveBeenLastCalledWith('send.cancel', { operationId: operationId() })
    finish({ status: 200, message: { id, channel_id: id } })
    await sending
  })

  it('runs sends alongside one another, each with its own waits, and cancels them all', async () => {
    const finishes: ((value: unknown) => void)[] = []
    call.mockImplementation((method: string) =>
      method === 'message.send'
        ? new Promise((resolve) => finishes.push(resolve))
        : Promise.resolve({ cancelled: true }),
    )
    const changes: unknown[][] = [[], []]
    const first = useSendsStore.getState().sendAlongside(toSaved, (change) => changes[0]!.push(change))
    const second = useSendsStore.getState().sendAlongside(request, (change) => changes[1]!.push(change))
    const ids = useSendsStore.getState().alongside
    expect(ids).toHaveLength(2)
    // The single-send outcome is not theirs: the send bar's own progress stays idle.
    expect(useSendsStore.getState().outcome).toEqual({ phase: 'idle' })

    listeners.get('rateLimit.onDidWait')?.({
      operationId: ids[1],
      webhookId: id,
      waitMs: 1000,
      reason: 'bucket',
      until: 7,
    })
    expect(changes).toEqual([[], [{ wait: { until: 7, reason: 'bucket' } }]])

    await useSendsStore.getState().cancel()
    const cancelled = call.mock.calls.filter(([method]) => method === 'send.cancel').map(([, input]) => input)
    expect(cancelled).toEqual(ids.map((operationId) => ({ operationId })))

    finishes.forEach((finish) => finish({ status: 200, message: { id, channel_id: id } }))
    expect((await first).phase).toBe('sent')
    expect((await second).phase).toBe('sent')
    expect(useSendsStore.getState().alongside).toEqual([])
    // A run to several targets does not change the webhook remembered for the next single send.
    expect(useSendsStore.getState().lastWebhookId).toBeUndefined()
  })

  it('turns a failed call into a failed outcome carrying the error data', async () => {
    const data: RpcErrorData = {
      kind: 'discord',
      message: 'Unknown Webhook',
      status: 404,
      code: 10015,
      issues: [],
    }
    call.mockRejectedValue(new RpcError(data))

    const outcome = await useSendsStore.getState().send(request)

    expect(outcome).toEqual({ phase: 'failed', draftId: 'draft0001', error: data })
  })

  it('exposes field issues from invalidInput and discord errors only', async () => {
    const issues = [{ path: 'content', message: 'Too long.' }]
    call.mockRejectedValue(new RpcError({ kind: 'invalidInput', message: 'Not valid.', issues }))
    await useSendsStore.getState().send(request)
    expect(sendsSelectors.issues(useSendsStore.getState())).toEqual(issues)

    call.mockRejectedValue(new RpcError({ kind: 'network', message: 'Down.' }))
    await useSendsStore.getState().send(request)
    expect(sendsSelectors.issues(useSendsStore.getState())).toEqual([])
  })

  it('ignores a second send while one is in flight', async () => {
    let finish: (value: unknown) => void = () => undefined
    call.mockReturnValue(new Promise((resolve) => (finish = resolve)))

    const first = useSendsStore.getState().send(request)
    expect(sendsSelectors.isSending(useSendsStore.getState())).toBe(true)
    await useSendsStore.getState().send(request)
    finish({ status: 200, message: { id, channel_id: id } })
    await first

    expect(call).toHaveBeenCalledTimes(1)
  })

  it('treats a send without a returned message as an unknown outcome', async () => {
    call.mockResolvedValue({ status: 204, message: null })
    const outcome = await useSendsStore.getState().send(request)
    expect(outcome).toMatchObject({ phase: 'failed', error: { kind: 'unknownOutcome' } })
    if (outcome.phase !== 'failed') throw new Error('expected a failure')
    expect(saidText(translatorFor('de'), outcome.error)).toBe(
      'Discord hat die Nachricht nicht zurückgegeben.',
    )
  })

  it('remembers the saved webhook last sent to in the settings, once per change, and not a pasted URL', async () => {
    call.mockResolvedValue({ status: 200, message: { id, channel_id: id } })

    await useSendsStore.getState().send(toSaved)
    await useSendsStore.getState().send({ ...toSaved, data: { content: 'again' } })
    await useSendsStore.getState().send(request)

    expect(sendsSelectors.lastWebhookId(useSendsStore.getState())).toBe(id)
    const updates = call.mock.calls.filter(([method]) => method === 'settings.update')
    expect(updates).toEqual([['settings.update', { settings: { lastWebhookId: id } }]])
  })

  it('starts from the target the settings kept, asking them once', async () => {
    call.mockResolvedValue({ settings: { lastWebhookId: id } })
    await Promise.all([
      useSendsStore.getState().restoreLastTarget(),
      useSendsStore.getState().restoreLastTarget(),
    ])
    expect(call.mock.calls).toEqual([['settings.get', {}]])
    expect(useSendsStore.getState()).toMatchObject({ lastWebhookId: id, lastTarget: 'ready' })
  })

  it('is ready without a remembered target when the settings cannot be read', async () => {
    call.mockRejectedValue(new RpcError({ kind: 'internal', message: 'disk full' }))
    await useSendsStore.getState().restoreLastTarget()
    expect(useSendsStore.getState()).toMatchObject({ lastWebhookId: undefined, lastTarget: 'ready' })
  })
})
