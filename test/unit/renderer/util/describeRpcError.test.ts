import { beforeAll, describe, expect, it } from 'vitest'
import type { RpcErrorData } from '@shared/rpc'
import { describeRpcError } from '@renderer/util/describeRpcError'
import { sharedStart } from '@renderer/util/sharedStart'
import { useEnglish } from '../../../support/english'

beforeAll(useEnglish)

const discord = (status: number, code: number | null): RpcErrorData => ({
  kind: 'discord',
  message: 'm',
  status,
  code,
  issues: [],
})

describe('describeRpcError', () => {
  it('names the Discord failures a library user meets', () => {
    expect(describeRpcError(discord(403, 50013)).title).toContain('Manage Webhooks')
    expect(describeRpcError(discord(401, 50027)).title).toContain('401')
    expect(describeRpcError(discord(404, 10015)).title).toContain('404')
    expect(describeRpcError(discord(503, null))).toMatchObject({ hint: 'Try again in a moment.' })
  })

  it('tells a locked vault and an unknown outcome apart from plain failures', () => {
    expect(describeRpcError({ kind: 'vaultLocked', message: 'm' })).toMatchObject({ tone: 'warning' })
    expect(describeRpcError({ kind: 'unknownOutcome', message: 'm' }).hint).toContain('Check in Discord')
    expect(describeRpcError({ kind: 'network', message: 'm' }).hint).toContain('Nothing you typed was lost')
    expect(describeRpcError({ kind: 'rateLimited', message: 'm', retryAfterMs: 1500 }).hint).toBe(
      'Try again in 2 s.',
    )
  })
})

describe('sharedStart', () => {
  it('starts once for many users and stops after the last one leaves', () => {
    let started = 0
    let stopped = 0
    const start = sharedStart(() => {
      started++
      return () => stopped++
    })
    const a = start()
    const b = start()
    expect(started).toBe(1)
    a()
    a()
    expect(stopped).toBe(0)
    b()
    expect(stopped).toBe(1)
    start()()
    expect(started).toBe(2)
  })
})
