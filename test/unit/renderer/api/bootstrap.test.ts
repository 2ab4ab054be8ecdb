import { describe, expect, it } from 'vitest'
import { withBootstrap } from '@renderer/api/bootstrap'
import type { Envelope, Transport } from '@shared/rpc'

// The page's transport with the first screen's reads served from one app.bootstrap call, against a
// fake transport that records what goes out.

const first = {
  info: { version: '1.0.0', shell: 'browser', sandbox: false, apiBase: 'a', authBase: 'b' },
  settings: { theme: 'dark' },
  drafts: { drafts: [{ id: 'd1' }], openId: 'd1' },
  open: { id: 'd1', opened: { draft: { id: 'd1' } }, sends: { records: [] } },
  webhooks: { servers: [], total: 0 },
  schedules: { schedules: [] },
  vault: { state: 'unlocked' },
  status: { statuses: [] },
}

function fakeTransport(bootstrap: Envelope = { ok: true, value: first }) {
  const sent: string[] = []
  const listeners = new Map<string, (payload: unknown) => void>()
  const transport: Transport = {
    invoke: async (method) => {
      sent.push(method)
      return method === 'app.bootstrap' ? bootstrap : { ok: true, value: { fromNetwork: method } }
    },
    subscribe: (event, listener) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  }
  return { transport, sent, emit: (event: string) => listeners.get(event)?.({}) }
}

describe('withBootstrap', () => {
  it('asks once for the first screen and answers its reads from that, however often they come', async () => {
    const fake = fakeTransport()
    const api = withBootstrap(fake.transport)

    expect(await api.invoke('settings.get', {})).toEqual({ ok: true, value: first.settings })
    expect(await api.invoke('settings.get', {})).toEqual({ ok: true, value: first.settings })
    expect(await api.invoke('drafts.list', {})).toEqual({ ok: true, value: first.drafts })
    expect(await api.invoke('drafts.open', { id: 'd1' })).toEqual({ ok: true, value: first.open.opened })
    expect(await api.invoke('sends.list', { draftId: 'd1' })).toEqual({ ok: true, value: first.open.sends })
    expect(await api.invoke('status.list', {})).toEqual({ ok: true, value: first.status })
    expect(fake.sent).toEqual(['app.bootstrap'])
  })

  it('stops answering from it at the first call it cannot answer (a write may change what it read)', async () => {
    const fake = fakeTransport()
    const api = withBootstrap(fake.transport)

    await api.invoke('drafts.create', {})
    expect(await api.invoke('drafts.list', {})).toEqual({ ok: true, value: { fromNetwork: 'drafts.list' } })
    expect(fake.sent).toEqual(['app.bootstrap', 'drafts.create', 'drafts.list'])
  })

  it('stops answering from it at the first event, and still delivers the event', async () => {
    const fake = fakeTransport()
    const api = withBootstrap(fake.transport)
    const heard: unknown[] = []
    api.subscribe('settings.onDidChange', (payload) => heard.push(payload))

    fake.emit('settings.onDidChange')
    await api.invoke('settings.get', {})

    expect(heard).toEqual([{}])
    expect(fake.sent).toEqual(['app.bootstrap', 'settings.get'])
  })

  it('reads another draft than the one it opened from the network', async () => {
    const fake = fakeTransport()
    const api = withBootstrap(fake.transport)

    await api.invoke('drafts.open', { id: 'd2' })
    expect(fake.sent).toEqual(['app.bootstrap', 'drafts.open'])
  })

  it('sends every call as before when the bootstrap fails', async () => {
    const fake = fakeTransport({ ok: false, error: { kind: 'internal', message: 'no' } })
    const api = withBootstrap(fake.transport)

    expect(await api.invoke('settings.get', {})).toEqual({ ok: true, value: { fromNetwork: 'settings.get' } })
    expect(fake.sent).toEqual(['app.bootstrap', 'settings.get'])
  })
})
