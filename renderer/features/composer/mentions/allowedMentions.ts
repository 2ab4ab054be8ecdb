import { valueList } from '@shared/i18n/phrase'
import { ALLOWED_MENTIONS_IDS_MAX } from '@shared/discord/limits'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'
import type { Json } from '@renderer/store/drafts/reducers'
import { isRecord } from '@renderer/store/drafts/reducers'

/** The mentions control's state: which types are parsed, and the ids opted back in for the others. */
export type MentionsChoice = {
  everyone: boolean
  roles: boolean
  users: boolean
  roleIds: string[]
  userIds: string[]
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/**
 * Reads allowed_mentions as the control shows it. Absent, a webhook message parses users only
 * (discord-wire §10), so that is what the boxes show until the user changes one.
 */
export function readMentions(data: Json): MentionsChoice {
  const allowed = data.allowed_mentions
  if (!isRecord(allowed)) return { everyone: false, roles: false, users: true, roleIds: [], userIds: [] }
  const parse = strings(allowed.parse)
  return {
    everyone: parse.includes('everyone'),
    roles: parse.includes('roles'),
    users: parse.includes('users'),
    roleIds: strings(allowed.roles),
    userIds: strings(allowed.users),
  }
}

/**
 * The allowed_mentions object for a choice. A type that is parsed lists no ids: Discord refuses a type
 * both in `parse` and listed, so the ids of a type only go out while that type is off.
 */
export function writeMentions(choice: MentionsChoice): Json {
  const parse = [
    ...(choice.everyone ? ['everyone'] : []),
    ...(choice.roles ? ['roles'] : []),
    ...(choice.users ? ['users'] : []),
  ]
  const allowed: Json = { parse }
  if (!choice.roles && choice.roleIds.length > 0) allowed.roles = choice.roleIds
  if (!choice.users && choice.userIds.length > 0) allowed.users = choice.userIds
  return allowed
}

export type ParsedIds = { ok: true; ids: string[] } | { ok: false; message: string }

/** A list of ids as typed: separated by commas or spaces, each 17 to 20 digits, at most 100, once each. */
export function parseIdList(
  text: string,
  what: 'role' | 'user',
  t: Translate = currentTranslator(),
): ParsedIds {
  const tokens = text
    .split(/[\s,]+/)
    .map((token) => token.replace(/^<@[&!]?|>$/g, ''))
    .filter(Boolean)
  const wrong = tokens.filter((token) => !/^\d{17,20}$/.test(token))
  if (wrong.length > 0) {
    const shown = valueList(t, wrong.slice(0, 3))
    return {
      ok: false,
      message: t('composer.mentions.notAnId', { what, ids: shown }),
    }
  }
  const ids = [...new Set(tokens)]
  if (ids.length > ALLOWED_MENTIONS_IDS_MAX) {
    return {
      ok: false,
      message: t('composer.mentions.tooMany', { what, max: ALLOWED_MENTIONS_IDS_MAX, count: ids.length }),
    }
  }
  return { ok: true, ids }
}
