import { beforeAll, describe, expect, it } from 'vitest'
import { parseThreadInput } from '@renderer/features/composer/target/threadLink'
import { useEnglish } from '../../../../../support/english'

beforeAll(useEnglish)

const G = '100000000000000001'
const C = '200000000000000001'
const T = '300000000000000001'

describe('parseThreadInput', () => {
  it('reads nothing as no thread', () => {
    expect(parseThreadInput('')).toEqual({ ok: true, id: undefined })
    expect(parseThreadInput('   ')).toEqual({ ok: true, id: undefined })
  })

  it('reads a bare id', () => {
    expect(parseThreadInput(` ${T} `)).toEqual({ ok: true, id: T })
  })

  it.each([
    `https://discord.com/channels/${G}/${C}/${T}`,
    `https://discord.com/channels/${G}/${T}`,
    `https://ptb.discord.com/channels/${G}/${T}/`,
    `https://canary.discordapp.com/channels/${G}/${C}/${T}?foo=1`,
  ])('reads the thread id from %s', (link) => {
    expect(parseThreadInput(link)).toEqual({ ok: true, id: T })
  })

  it.each([
    ['12345', /thread’s id/],
    ['https://example.com/channels/1/2/3', /thread’s id/],
    [`https://discord.com/channels/${G}`, /does not point to a thread/],
    [`https://discord.com/channels/${G}/${C}/${T}/${T}`, /does not point to a thread/],
    [`https://discord.com/channels/${G}/abc`, /does not point to a thread/],
    [`https://discord.com/channels/x/${C}/${T}`, /does not point to a thread/],
  ])('refuses %s', (text, message) => {
    const result = parseThreadInput(text)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(message)
  })
})
