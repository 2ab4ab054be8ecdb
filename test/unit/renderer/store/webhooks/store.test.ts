import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RpcError } from '../../../../../shared/rpc'
import { library } from './fixtures'

const call = vi.fn()
vi.mock('../../../../../renderer/api', () => ({
  connection: { kind: 'browser', api: { call, on: () => () => undefined } },
}))

const { useWebhooksStore } = await import('../../../../../renderer/store/webhooks/store')

const order = () =>
  useWebhooksStore.getState().servers[0]?.channels[0]?.webhooks.map((webhook) => webhook.label)

beforeEach(() => {
  call.mockReset()
  useWebhooksStore.setState({ servers: library(), total: 3, status: 'ready' })
})

describe('webhooks store', () => {
  it('moves a webhook at once and sends the channel’s new order to the services', async () => {
    call.mockResolvedValue({})
    const done = useWebhooksStore.getState().move('webhooks', '300000000000000002', -1)
    expect(order()).toEqual(['Second', 'First'])
    expect((await done).ok).toBe(true)
    expect(call).toHaveBeenCalledWith('webhooks.reorder', {
      what: 'webhooks',
      ids: ['300000000000000002', '300000000000000001'],
    })
  })

  it('puts the order back when the services refuse it', async () => {
    call.mockRejectedValue(new RpcError({ kind: 'internal', message: 'disk full' }))
    const outcome = await useWebhooksStore.getState().move('webhooks', '300000000000000002', -1)
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'internal' } })
    expect(order()).toEqual(['First', 'Second'])
  })

  it('does not call the services for a move past the edge', async () => {
    const outcome = await useWebhooksStore.getState().move('webhooks', '300000000000000001', -1)
    expect(outcome.ok).toBe(false)
    expect(call).not.toHaveBeenCalled()
  })

  it('returns a vaultLocked failure as data, leaving the library as it was', async () => {
    call.mockRejectedValue(new RpcError({ kind: 'vaultLocked', message: 'The vault is locked.' }))
    const outcome = await useWebhooksStore.getState().add('https://discord.com/api/webhooks/1/x')
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'vaultLocked' } })
    expect(useWebhooksStore.getState().total).toBe(3)
  })
})
