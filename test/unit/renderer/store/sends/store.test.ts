import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RpcErrorData } from '../../../../../shared/rpc'
import { RpcError } from '../../../../../shared/rpc'

const call = vi.fn()
vi.mock('../../../../../renderer/api', () => ({ connection: { kind: 'browser', api: { call } } }))

const { useSendsStore } = await import('../../../../../renderer/store/sends/store')
const { sendsSelectors } = await import('../../../../../renderer/store/sends/selectors')

const id = '123456789012345678'
const request = { url: 'https://discord.com/api/webhooks/1/abc', content: 'hello' }

beforeEach(() => {
  call.mockReset()
  useSendsStore.setState({ outcome: { phase: 'idle' }, lastWebhookId: undefined, lastTarget: 'idle' })
})

describe('sends store', () => {
  it('posts the message as a URL target with wait=true and keeps the returned id', async () => {
    call.mockResolvedValue({ status: 200, message: { id, channel_id: id } })

    const outcome = await useSendsStore.getState().send(request)

    expect(call).toHaveBeenCalledWith('message.send', {
      target: { kind: 'url', url: request.url },
      message: { content: 'hello' },
      wait: true,
    })
    expect(outcome).toEqual({ phase: 'sent', messageId: id, channelId: id })
    expect(sendsSelectors.outcome(useSendsStore.getState())).toEqual(outcome)
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

    expect(outcome).toEqual({ phase: 'failed', error: data })
  })

  it('exposes field issues from invalidInput and discord errors only', async () => {
    const issues = [{ path: 'target.url', message: 'Not a webhook URL.' }]
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
  })

  it('remembers the saved webhook last sent to, and not a pasted URL', async () => {
    call.mockResolvedValue({ status: 200, message: { id, channel_id: id } })

    await useSendsStore.getState().send({ webhookId: id, content: 'hello' })
    await useSendsStore.getState().send(request)

    expect(sendsSelectors.lastWebhookId(useSendsStore.getState())).toBe(id)
  })

  it('keeps the last saved target in the settings, once per change of target', async () => {
    call.mockResolvedValue({ status: 200, message: { id, channel_id: id } })

    await useSendsStore.getState().send({ webhookId: id, content: 'hello' })
    await useSendsStore.getState().send({ webhookId: id, content: 'again' })
    await useSendsStore.getState().send(request)

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
