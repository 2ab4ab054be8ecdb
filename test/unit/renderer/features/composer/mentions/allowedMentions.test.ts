import { describe, expect, it } from 'vitest'
import {
  parseIdList,
  readMentions,
  writeMentions,
} from '@renderer/features/composer/mentions/allowedMentions'
import { useEnglish } from '../../../../../support/english'

// The helpers speak the page's language; English, as the page has it once its catalogue has loaded.
useEnglish()

const A = '100000000000000001'
const B = '100000000000000002'

describe('readMentions and writeMentions', () => {
  it('shows the webhook default (users only) when allowed_mentions is absent', () => {
    expect(readMentions({})).toEqual({ everyone: false, roles: false, users: true, roleIds: [], userIds: [] })
  })

  it('reads parse and the listed ids', () => {
    expect(readMentions({ allowed_mentions: { parse: ['everyone'], roles: [A], users: [B] } })).toEqual({
      everyone: true,
      roles: false,
      users: false,
      roleIds: [A],
      userIds: [B],
    })
  })

  it('writes no pings as parse: []', () => {
    expect(writeMentions({ everyone: false, roles: false, users: false, roleIds: [], userIds: [] })).toEqual({
      parse: [],
    })
  })

  it('never lists ids of a type that is parsed (Discord refuses both)', () => {
    const written = writeMentions({ everyone: true, roles: true, users: false, roleIds: [A], userIds: [B] })
    expect(written).toEqual({ parse: ['everyone', 'roles'], users: [B] })
  })

  it('round-trips', () => {
    const choice = { everyone: false, roles: false, users: true, roleIds: [A, B], userIds: [] }
    expect(readMentions({ allowed_mentions: writeMentions(choice) })).toEqual(choice)
  })
})

describe('parseIdList', () => {
  it('reads ids separated by commas and spaces, once each', () => {
    expect(parseIdList(` ${A}, ${B}  ${A},`, 'role')).toEqual({ ok: true, ids: [A, B] })
    expect(parseIdList('', 'user')).toEqual({ ok: true, ids: [] })
  })

  it('accepts pasted mentions', () => {
    expect(parseIdList(`<@&${A}> <@!${B}>`, 'role')).toEqual({ ok: true, ids: [A, B] })
  })

  it('names what is not an id', () => {
    const result = parseIdList(`${A}, 123, bob`, 'user')
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/Not a user id: 123, bob/) })
  })

  it('refuses more than 100 ids', () => {
    const ids = Array.from({ length: 101 }, (_, i) => `1000000000000${String(i).padStart(5, '0')}`)
    expect(parseIdList(ids.join(' '), 'role')).toEqual({
      ok: false,
      message: expect.stringMatching(/At most 100/),
    })
    expect(parseIdList(ids.slice(0, 100).join(' '), 'role').ok).toBe(true)
  })
})
