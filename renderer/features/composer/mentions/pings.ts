import { valueList } from '@shared/i18n/phrase'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'
import type { Json } from '@renderer/store/drafts/reducers'
import { isRecord, recordsOf } from '@renderer/store/drafts/reducers'
import { readMentions } from './allowedMentions'

export type Pings = { everyone: boolean; here: boolean; roles: string[]; users: string[] }

/** Text Display components (type 10) are parsed for mentions like the content (discord-wire §10). */
function textsOf(components: unknown): string[] {
  return recordsOf(components).flatMap((component) => [
    ...(component.type === 10 && typeof component.content === 'string' ? [component.content] : []),
    ...textsOf(component.components),
    ...(isRecord(component.accessory) ? textsOf([component.accessory]) : []),
  ])
}

function idsOf(texts: string[], pattern: RegExp): string[] {
  const ids = texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!))
  return [...new Set(ids)]
}

/**
 * Who the message will ping, by Discord's rules: a mention pings only when it is written in the text
 * (`<@id>`, `<@&id>`, `@everyone`, `@here`) and allowed_mentions lets its type be parsed or lists its
 * id. Without allowed_mentions, a webhook parses users only. Embeds never ping. Mentions in code are
 * counted too: this warns before sending, so it errs on the side of naming a ping.
 */
export function pingsOf(data: Json): Pings {
  const texts = [...(typeof data.content === 'string' ? [data.content] : []), ...textsOf(data.components)]
  const allowed = readMentions(data)
  const everyoneParsed = allowed.everyone
  const written = texts.join('\n')
  const users = idsOf(texts, /<@!?(\d{1,20})>/g).filter((id) => allowed.users || allowed.userIds.includes(id))
  const roles = idsOf(texts, /<@&(\d{1,20})>/g).filter((id) => allowed.roles || allowed.roleIds.includes(id))
  return {
    everyone: everyoneParsed && written.includes('@everyone'),
    here: everyoneParsed && written.includes('@here'),
    roles,
    users,
  }
}

/** Who the message pings as written now, in words. */
export function describePings(pings: Pings, t: Translate = currentTranslator()): string {
  const parts = [
    ...(pings.everyone ? ['@everyone'] : []),
    ...(pings.here ? ['@here'] : []),
    ...(pings.roles.length ? [t('composer.mentions.roles', { count: pings.roles.length })] : []),
    ...(pings.users.length ? [t('composer.mentions.users', { count: pings.users.length })] : []),
  ]
  return parts.length === 0 ? t('composer.mentions.nobody') : valueList(t, parts)
}
