import { beforeAll, describe, expect, it } from 'vitest'
import type { RpcErrorData } from '@shared/rpc'
import { describeError } from '@renderer/features/composer/describeError'
import { useEnglish } from '../../../../support/english'

beforeAll(useEnglish)

const discord = (status: number, code: number | null = null): RpcErrorData => ({
  kind: 'discord',
  message: 'm',
  status,
  code,
  issues: [],
})

describe('describeError', () => {
  it('names the HTTP status a user can act on', () => {
    expect(describeError(discord(401)).title).toContain('401')
    expect(describeError(discord(404)).title).toContain('404')
    expect(describeError(discord(400)).title).toContain('400')
    expect(describeError(discord(503)).title).toContain('503')
  })

  it('does not present a cancelled send as a failure', () => {
    expect(describeError({ kind: 'cancelled', message: 'Cancelled.' }).tone).toBe('info')
  })

  it('keeps the composer its own words for what the library words differently', () => {
    expect(describeError(discord(401)).title).toBe('Discord refused the webhook token (401)')
    expect(describeError(discord(403, 50013)).title).toBe('Discord did not allow this (403)')
    expect(describeError({ kind: 'vaultLocked', message: 'm' }).tone).toBe('error')
    // The vault is unlocked where the user is, not in Settings.
    expect(describeError({ kind: 'vaultLocked', message: 'm' }).hint).toContain(
      'Unlock it here, and the message goes out',
    )
  })

  it('says how long to wait when rate limited', () => {
    expect(describeError({ kind: 'rateLimited', message: 'm', retryAfterMs: 2500 }).hint).toContain('3 s')
  })

  // Issue 19, defect 7: after a 500 the panel says one true thing; the hint claims no cause of its own.
  it('words an unknown outcome without naming a cause the service did not report', () => {
    const text = describeError({
      kind: 'unknownOutcome',
      message:
        'Discord had a server error (500) while handling the request, so it may or may not have been processed.',
    })
    expect(text.title).toBe('The message may have been sent')
    expect(text.hint).not.toMatch(/connection|dropped/i)
    expect(text.hint).toContain('asks before posting it again')
  })
})
