import { describe, expect, it } from 'vitest'
import { pingsOf } from '@renderer/features/composer/mentions/pings'
import { pingWarningText as describePings } from '@renderer/features/composer/send/PingWarning'

const role = '700000000000000001'
const user = '800000000000000001'
const content = `@everyone @here <@&${role}> <@${user}>`

describe('who a message pings', () => {
  it('parses only users when allowed_mentions is absent (a webhook default)', () => {
    expect(pingsOf({ content })).toEqual({ everyone: false, here: false, roles: [], users: [user] })
  })

  it('pings nobody with parse: []', () => {
    expect(describePings(pingsOf({ content, allowed_mentions: { parse: [] } }))).toBeUndefined()
  })

  it('lets through whole kinds by parse and single ids by the lists, only when written in the content', () => {
    const all = pingsOf({
      content,
      allowed_mentions: { parse: ['everyone', 'roles'], users: [user, '800000000000000002'] },
    })
    expect(all).toEqual({ everyone: true, here: true, roles: [role], users: [user] })
    expect(describePings(all)).toBe(
      `This message will ping @everyone, @here, 1 role (${role}), 1 user (${user}).`,
    )
  })
})
