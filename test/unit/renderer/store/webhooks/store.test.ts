import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RpcError } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../../support/english'
import { library } from './fixtures'

const call = vi.fn()
/** The page's listeners by event name, so a test can play the services' events. */
const listeners = new Map<string, (payload: unknown) => void>()
vi.mock('@renderer/api', () => ({
  connection: {
    kind: 'browser',
    api: {
      call,
      on: (event: string, listener: (payload: unknown) => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
    },
  },
}))

const { useWebhooksStore } = await import('@renderer/store/webhooks/store')

const emitChange = (webhookIds: string[]) => listeners.get('webhooks.onDidChange')?.({ webhookIds })
const lists = () => call.mock.calls.filter(([method]) => method === 'webhooks.list').length
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const listed = { servers: library(), total: 3 }

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
    if (outcome.ok) throw new Error('expected a refusal')
    expect(saidText(translatorFor('ru'), outcome.error)).toBe('Уже на краю списка.')
    expect(call).not.toHaveBeenCalled()
  })

  it('returns a vaultLocked failure as data, leaving the library as it was', async () => {
    call.mockRejectedValue(new RpcError({ kind: 'vaultLocked', message: 'The vault is locked.' }))
    const outcome = await useWebhooksStore.getState().add('https://discord.com/api/webhooks/1/x')
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'vaultLocked' } })
    expect(useWebhooksStore.getState().total).toBe(3)
  })

  describe('one reload per change', () => {
    it('adds a webhook with one list call: the one webhooks.onDidChange causes', async () => {
      const stop = useWebhooksStore.getState().start()
      await settle()
      call.mockClear()
      call.mockImplementation(async (method: string) => {
        if (method === 'webhooks.list') return listed
        // The services announce the change before they answer, as both transports deliver it.
        emitChange(['300000000000000009'])
        return { webhook: library()[0]!.channels[0]!.webhooks[0], alreadySaved: false }
      })
      const outcome = await useWebhooksStore.getState().add('https://discord.com/api/webhooks/1/x')
      await settle()
      expect(outcome.ok).toBe(true)
      expect(lists()).toBe(1)
      stop()
    })

    it('check all reloads once, through its change event', async () => {
      const stop = useWebhooksStore.getState().start()
      await settle()
      call.mockClear()
      call.mockImplementation(async (method: string) => {
        if (method === 'webhooks.list') return listed
        emitChange(['300000000000000001', '300000000000000002'])
        return { webhooks: [], checked: 2, invalid: 1, failed: [] }
      })
      await useWebhooksStore.getState().runCheckAll()
      await settle()
      expect(useWebhooksStore.getState().checkAll).toMatchObject({ phase: 'done', invalid: 1 })
      expect(lists()).toBe(1)
      stop()
    })

    it('a change announced while a reload runs gets one more reload, not one per event', async () => {
      const stop = useWebhooksStore.getState().start()
      await settle()
      call.mockClear()
      let answer: (value: unknown) => void = () => undefined
      call.mockImplementation(
        (method: string) =>
          new Promise((resolve) => {
            expect(method).toBe('webhooks.list')
            answer = resolve
          }),
      )
      emitChange(['300000000000000001'])
      expect(lists()).toBe(1)
      // Three more changes land while the first reload is on the wire: it may have missed them.
      emitChange(['300000000000000002'])
      emitChange(['300000000000000003'])
      emitChange(['300000000000000001'])
      answer({ servers: [], total: 0 })
      await settle()
      expect(lists()).toBe(2)
      answer(listed)
      await settle()
      expect(lists()).toBe(2)
      expect(useWebhooksStore.getState().total).toBe(3)
      stop()
    })
  })
})
