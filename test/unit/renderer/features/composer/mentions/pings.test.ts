import { describe, expect, it } from 'vitest'
import { describePings, pingsOf } from '@renderer/features/composer/mentions/pings'
import type { Catalogue } from '@shared/i18n/translate'
import { createTranslator } from '@shared/i18n/translate'
import russian from '@shared/i18n/compiled/ru.json'
import { useEnglish } from '../../../../../support/english'

// The helpers speak the page's language; English, as the page has it once its catalogue has loaded.
useEnglish()

const U1 = '100000000000000001'
const U2 = '100000000000000002'
const R1 = '200000000000000001'
const R2 = '200000000000000002'
const NOBODY = { everyone: false, here: false, roles: [], users: [] }

describe('pingsOf', () => {
  it('pings nobody when nothing is mentioned, whatever is allowed', () => {
    expect(
      pingsOf({ content: 'hello', allowed_mentions: { parse: ['everyone', 'roles', 'users'] } }),
    ).toEqual(NOBODY)
    expect(pingsOf({})).toEqual(NOBODY)
  })

  it('parses only users when allowed_mentions is absent (the webhook default)', () => {
    const data = { content: `@everyone @here <@${U1}> <@!${U2}> <@&${R1}>` }
    expect(pingsOf(data)).toEqual({ everyone: false, here: false, roles: [], users: [U1, U2] })
  })

  it('pings nobody with parse: [] (a new draft’s default)', () => {
    const data = { content: `@everyone <@${U1}> <@&${R1}>`, allowed_mentions: { parse: [] } }
    expect(pingsOf(data)).toEqual(NOBODY)
  })

  it('treats allowed_mentions without parse as parsing nothing', () => {
    expect(pingsOf({ content: `<@${U1}> @here`, allowed_mentions: {} })).toEqual(NOBODY)
  })

  it('pings @everyone and @here only when written and "everyone" is parsed', () => {
    const allowed = { parse: ['everyone'] }
    expect(pingsOf({ content: '@everyone look', allowed_mentions: allowed })).toEqual({
      ...NOBODY,
      everyone: true,
    })
    expect(pingsOf({ content: 'hey @here', allowed_mentions: allowed })).toEqual({ ...NOBODY, here: true })
    expect(pingsOf({ content: 'everyone here', allowed_mentions: allowed })).toEqual(NOBODY)
  })

  it('pings every written role when "roles" is parsed, and only listed ones otherwise', () => {
    const content = `<@&${R1}> and <@&${R2}> and <@&${R1}>`
    expect(pingsOf({ content, allowed_mentions: { parse: ['roles'] } }).roles).toEqual([R1, R2])
    expect(pingsOf({ content, allowed_mentions: { parse: [], roles: [R2] } }).roles).toEqual([R2])
  })

  it('ignores listed ids that the text does not mention', () => {
    const data = { content: `<@${U1}>`, allowed_mentions: { parse: [], users: [U2], roles: [R1] } }
    expect(pingsOf(data)).toEqual(NOBODY)
  })

  it('pings listed users while users are not parsed', () => {
    const data = { content: `<@${U1}> <@${U2}>`, allowed_mentions: { parse: ['everyone'], users: [U2] } }
    expect(pingsOf(data)).toEqual({ ...NOBODY, users: [U2] })
  })

  it('never pings for mentions inside embeds', () => {
    const data = { content: 'see below', embeds: [{ description: `@everyone <@${U1}>` }] }
    expect(pingsOf(data)).toEqual(NOBODY)
  })

  it('reads Text Display components, nested in containers and sections', () => {
    const data = {
      allowed_mentions: { parse: ['users', 'everyone'] },
      components: [
        { type: 17, components: [{ type: 10, content: `<@${U1}>` }] },
        { type: 9, components: [{ type: 10, content: '@here' }], accessory: { type: 11 } },
      ],
    }
    expect(pingsOf(data)).toEqual({ everyone: false, here: true, roles: [], users: [U1] })
  })

  it('ignores a malformed allowed_mentions as Discord’s default would', () => {
    expect(pingsOf({ content: `<@${U1}> @everyone`, allowed_mentions: 'all' })).toEqual({
      ...NOBODY,
      users: [U1],
    })
  })
})

describe('describePings', () => {
  it('names what pings, or nobody', () => {
    expect(describePings(NOBODY)).toBe('nobody')
    expect(describePings({ everyone: true, here: true, roles: [R1], users: [U1, U2] })).toBe(
      '@everyone, @here, 1 role, 2 users',
    )
  })

  it('counts in the reader’s language with its plural forms (Russian has three)', () => {
    const t = createTranslator('ru', russian as Catalogue)
    const ids = (count: number) => Array.from({ length: count }, (_, i) => String(i))
    expect(describePings({ ...NOBODY, roles: ids(1), users: ids(2) }, t)).toBe('1 роль, 2 пользователя')
    expect(describePings({ ...NOBODY, roles: ids(5), users: ids(21) }, t)).toBe('5 ролей, 21 пользователь')
    expect(describePings(NOBODY, t)).toBe('никого')
  })
})
