import { describe, expect, it } from 'vitest'
import { formatsFor } from '@shared/i18n'
import type { Pings } from '@renderer/features/composer/mentions/pings'
import { pingsOf } from '@renderer/features/composer/mentions/pings'
import { pingWarningText } from '@renderer/features/composer/send/PingWarning'
import { englishTranslator } from '../../../../../support/english'
import { translatorFor } from '../translators'

const english = englishTranslator()
const describePings = (pings: Pings) => pingWarningText(pings, english, formatsFor('en'))

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
      `This message will ping @everyone, @here, 1 role (${role}), and 1 user (${user}).`,
    )
  })

  it('names whom in the page’s language, with its plural forms and its way of listing', () => {
    const pings = { everyone: false, here: true, roles: [role, '700000000000000002'], users: [user] }
    const de = translatorFor('de')
    expect(pingWarningText(pings, de, formatsFor('de'))).toBe(
      `Diese Nachricht pingt @here, 2 Rollen (${role} und 700000000000000002) und 1 Benutzer (${user}).`,
    )
    const ru = translatorFor('ru')
    expect(pingWarningText({ ...pings, here: false, users: [] }, ru, formatsFor('ru'))).toBe(
      `Это сообщение уведомит: 2 роли (${role} и 700000000000000002).`,
    )
  })
})
