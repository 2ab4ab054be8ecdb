import { describe, expect, it, vi } from 'vitest'
import type { Handlers } from '@shared/rpc'
import { EventHub, RpcError, bindContract, methods, rpcError } from '@shared/rpc'

const info = {
  version: '1.0.0',
  shell: 'browser',
  sandbox: false,
  apiBase: 'http://x/api/v10',
  authBase: 'http://x/api',
}

/** Every method answers "not used by this test" unless the test replaces it. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unused = async (): Promise<never> => {
    throw new Error('not used by this test')
  }
  const all = Object.fromEntries(Object.keys(methods).map((name) => [name, unused])) as unknown as Handlers
  return { ...all, 'app.info': async () => ({ ...info, shell: 'browser' as const }), ...overrides }
}

function silentLog() {
  return { error: vi.fn() }
}

const snowflake = '123456789012345678'

describe('bindContract', () => {
  it('hands the handler its input parsed, with defaults filled and strings trimmed', async () => {
    const send = vi.fn(async () => ({ status: 200, message: { id: snowflake, channel_id: snowflake } }))
    const dispatch = bindContract(handlers({ 'message.send': send }), silentLog())

    const answer = await dispatch('message.send', {
      target: { kind: 'url', url: '  https://discord.com/api/webhooks/1/abc  ' },
      message: { content: 'hi' },
    })

    expect(answer).toEqual({
      ok: true,
      value: { status: 200, message: { id: snowflake, channel_id: snowflake } },
    })
    expect(send).toHaveBeenCalledWith({
      target: { kind: 'url', url: 'https://discord.com/api/webhooks/1/abc' },
      message: { content: 'hi' },
      files: [],
      wait: true,
    })
  })

  it('answers invalidInput with the path of every bad field, without calling the handler', async () => {
    const send = vi.fn()
    const dispatch = bindContract(handlers({ 'message.send': send }), silentLog())

    const answer = await dispatch('message.send', {
      target: { kind: 'url', url: ' ' },
      message: {},
      wait: 'yes',
    })

    expect(send).not.toHaveBeenCalled()
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(answer.error.kind).toBe('invalidInput')
    const paths = answer.error.kind === 'invalidInput' ? answer.error.issues.map((issue) => issue.path) : []
    expect(paths).toEqual(expect.arrayContaining(['target.url', 'wait']))
  })

  it('passes an RpcError thrown by a service through as data', async () => {
    const dispatch = bindContract(
      handlers({
        'message.send': async () => {
          throw rpcError('discord', 'Unknown Webhook', { status: 404, code: 10015, issues: [] })
        },
      }),
      silentLog(),
    )

    const answer = await dispatch('message.send', { target: { kind: 'url', url: 'u' }, message: {} })

    expect(answer).toEqual({
      ok: false,
      error: { kind: 'discord', message: 'Unknown Webhook', status: 404, code: 10015, issues: [] },
    })
  })

  it('turns an unexpected throw into internal, leaking neither its message nor its stack', async () => {
    const log = silentLog()
    const secret = 'https://discord.com/api/webhooks/1/SECRET-TOKEN'
    const dispatch = bindContract(
      handlers({
        'message.send': async () => {
          throw new TypeError(`cannot read ${secret}`)
        },
      }),
      log,
    )

    const answer = await dispatch('message.send', { target: { kind: 'url', url: 'u' }, message: {} })

    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.kind).toBe('internal')
    const wire = JSON.stringify(answer)
    expect(wire).not.toContain('SECRET-TOKEN')
    expect(wire).not.toContain('TypeError')
    expect(wire).not.toMatch(/\bat .*\.ts:\d+/)
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  it('answers internal when a handler returns something outside its output schema', async () => {
    const log = silentLog()
    const dispatch = bindContract(
      handlers({ 'app.info': async () => ({ ...info, shell: 'toaster' }) as never }),
      log,
    )

    const answer = await dispatch('app.info', {})

    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.kind).toBe('internal')
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  it('answers invalidInput for a method the contract does not have', async () => {
    const dispatch = bindContract(handlers(), silentLog())

    const answer = await dispatch('webhook.explode', {})

    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.kind).toBe('invalidInput')
  })

  it('does not treat inherited object keys as methods', async () => {
    const dispatch = bindContract(handlers(), silentLog())

    const answer = await dispatch('constructor', {})

    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.kind).toBe('invalidInput')
  })

  it('treats a missing input as an empty object', async () => {
    const dispatch = bindContract(handlers(), silentLog())

    expect(await dispatch('app.info', undefined)).toEqual({ ok: true, value: info })
  })

  it('refuses an RpcError whose data breaks the error schema, as internal', async () => {
    const dispatch = bindContract(
      handlers({
        'message.send': async () => {
          throw new RpcError({ kind: 'discord', message: '' } as never)
        },
      }),
      silentLog(),
    )

    const answer = await dispatch('message.send', { target: { kind: 'url', url: 'u' }, message: {} })

    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.kind).toBe('internal')
  })
})

describe('EventHub', () => {
  it('delivers a payload that fits its schema to every subscriber', () => {
    const hub = new EventHub(silentLog())
    const seen: unknown[] = []
    const stop = hub.subscribe((name, payload) => seen.push([name, payload]))

    hub.emit('app.onDidLog', { level: 'info', message: 'hello' })
    stop()
    hub.emit('app.onDidLog', { level: 'info', message: 'after unsubscribe' })

    expect(seen).toEqual([['app.onDidLog', { level: 'info', message: 'hello' }]])
  })

  it('drops and logs a payload outside its schema', () => {
    const log = silentLog()
    const hub = new EventHub(log)
    const listener = vi.fn()
    hub.subscribe(listener)

    hub.emit('app.onDidLog', { level: 'loud', message: 'x' } as never)

    expect(listener).not.toHaveBeenCalled()
    expect(log.error).toHaveBeenCalledTimes(1)
  })
})
