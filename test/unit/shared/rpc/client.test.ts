import { describe, expect, it } from 'vitest'
import type { Envelope, Transport } from '@shared/rpc'
import { RpcError, makeApi } from '@shared/rpc'

function transport(invoke: Transport['invoke']): Transport {
  return { invoke, subscribe: () => () => undefined }
}

describe('makeApi', () => {
  it('resolves with the value of a successful envelope', async () => {
    const value = { version: '1', shell: 'browser', sandbox: false, apiBase: 'a', authBase: 'b' }
    const api = makeApi(transport(async () => ({ ok: true, value })))

    await expect(api.call('app.info', {})).resolves.toEqual(value)
  })

  it('rejects with an RpcError carrying the kind of an error envelope', async () => {
    const envelope: Envelope = {
      ok: false,
      error: { kind: 'discord', message: 'Invalid Webhook Token', status: 401, code: 50027, issues: [] },
    }
    const api = makeApi(transport(async () => envelope))

    const error = await api.call('app.info', {}).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(RpcError)
    expect((error as RpcError).kind).toBe('discord')
    expect((error as RpcError).data).toEqual(envelope.error)
  })

  it('reports a transport that throws as a network error', async () => {
    const api = makeApi(
      transport(async () => {
        throw new Error('pipe broke')
      }),
    )

    const error = await api.call('app.info', {}).catch((caught: unknown) => caught)

    expect((error as RpcError).kind).toBe('network')
  })
})
