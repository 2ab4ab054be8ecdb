import type { Translate } from '@shared/i18n'
import { isSnowflake } from '@shared/discord'

export type MentionKind = 'user' | 'role' | 'channel' | 'everyone' | 'here'

/** The kinds in the dialog's order; the catalogue's `composer.mention.kind` select names each. */
export const MENTION_KINDS: MentionKind[] = ['user', 'role', 'channel', 'everyone', 'here']

/** Whether the kind names someone by id (users, roles, channels) rather than a fixed group. */
export function needsId(kind: MentionKind): boolean {
  return kind === 'user' || kind === 'role' || kind === 'channel'
}

/** Why an id cannot be used, or undefined when it can. Discord ids are 17 to 20 digit snowflakes. */
export function idProblem(id: string, t: Translate): string | undefined {
  const trimmed = id.trim()
  if (trimmed === '') return t('composer.mention.enterId')
  if (!/^\d{17,20}$/.test(trimmed) || !isSnowflake(trimmed)) return t('composer.mention.idDigits')
  return undefined
}

/** The markup Discord turns into a mention: <@id>, <@&id>, <#id>, @everyone, @here. */
export function mentionMarkup(kind: MentionKind, id: string): string {
  const trimmed = id.trim()
  switch (kind) {
    case 'user':
      return `<@${trimmed}>`
    case 'role':
      return `<@&${trimmed}>`
    case 'channel':
      return `<#${trimmed}>`
    case 'everyone':
      return '@everyone'
    case 'here':
      return '@here'
  }
}
