import { describe, expect, it } from 'vitest'
import type { RpcErrorData } from '../../../../../shared/rpc'
import { describeError } from '../../../../../renderer/features/composer/describeError'
import { composerSchema, countCharacters } from '../../../../../renderer/features/composer/composerSchema'
import { fieldOf } from '../../../../../renderer/features/composer/fieldOf'

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
  })

  it('says how long to wait when rate limited', () => {
    expect(describeError({ kind: 'rateLimited', message: 'm', retryAfterMs: 2500 }).hint).toContain('3 s')
  })
})

describe('composer form rules', () => {
  it('counts code points as Discord does', () => {
    expect(countCharacters('👋🏽a')).toBe(3)
    expect(composerSchema.safeParse({ url: 'u', content: '😀'.repeat(2000) }).success).toBe(true)
    expect(composerSchema.safeParse({ url: 'u', content: '😀'.repeat(2001) }).success).toBe(false)
  })

  it('refuses whitespace-only content and an empty URL', () => {
    const result = composerSchema.safeParse({ url: '  ', content: ' \n ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['url', 'content'])
  })

  it('places service problems on the field they are about', () => {
    expect(fieldOf('target.url')).toBe('url')
    expect(fieldOf('content')).toBe('content')
    expect(fieldOf('message.content')).toBe('content')
    expect(fieldOf('embeds[0].title')).toBeUndefined()
  })
})
