import { describe, expect, it, vi } from 'vitest'
import { EventHub } from '@shared/rpc'
import { FakeContents, electronFake, ipcHandlers } from './electronFake'

vi.mock('electron', () => electronFake)

const { bindRpcIpc, EVENT_CHANNEL, RPC_CHANNEL } = await import('@main/rpcIpc')

const page = 'file:///app/out/renderer/index.html'

function setup() {
  const contents = new FakeContents()
  const window = { isDestroyed: () => false, webContents: contents }
  const events = new EventHub({ error: vi.fn() })
  const dispatch = vi.fn(async () => ({ ok: true as const, value: { fine: true } }))
  const unbind = bindRpcIpc({ dispatch, events, window: window as never, pageUrl: page })
  return { contents, events, dispatch, unbind }
}

describe('bindRpcIpc', () => {
  it('passes a call from our page to the dispatch and answers its Envelope', async () => {
    const { dispatch, unbind } = setup()

    const answer = await ipcHandlers.get(RPC_CHANNEL)?.(
      { senderFrame: { url: page, parent: null } },
      'app.info',
      {},
    )

    expect(answer).toEqual({ ok: true, value: { fine: true } })
    expect(dispatch).toHaveBeenCalledWith('app.info', {})
    unbind()
  })

  it('forwards every contract event to the window until unbound', () => {
    const { contents, events, unbind } = setup()

    events.emit('app.onDidLog', { level: 'info', message: 'one' })
    unbind()
    events.emit('app.onDidLog', { level: 'info', message: 'two' })

    expect(contents.sent).toEqual([[EVENT_CHANNEL, 'app.onDidLog', { level: 'info', message: 'one' }]])
    expect(ipcHandlers.has(RPC_CHANNEL)).toBe(false)
  })
})
