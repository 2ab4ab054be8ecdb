/** What a message will ping when Discord posts it. */
export type Pings = {
  /** `@everyone` is in the content and may ping. */
  everyone: boolean
  /** `@here` is in the content and may ping. */
  here: boolean
  roles: string[]
  users: string[]
}

const NONE: Pings = { everyone: false, here: false, roles: [], users: [] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

function unique(list: string[]): string[] {
  return [...new Set(list)]
}

/**
 * Who the body pings, by Discord's rules for webhooks (discord-wire.md §10): mentions count only when
 * written in the content; without `allowed_mentions` a webhook parses users only; `parse` lets a whole
 * kind through, and the `roles` / `users` lists let through the ids they name.
 */
export function pingsOf(data: Record<string, unknown>): Pings {
  const content = typeof data.content === 'string' ? data.content : ''
  if (!content) return NONE
  const mentions = data.allowed_mentions
  const parse = isRecord(mentions) ? ids(mentions.parse) : ['users']
  const allowedRoles = isRecord(mentions) ? ids(mentions.roles) : []
  const allowedUsers = isRecord(mentions) ? ids(mentions.users) : []
  const writtenRoles = unique([...content.matchAll(/<@&(\d{17,20})>/g)].map((m) => m[1]!))
  const writtenUsers = unique([...content.matchAll(/<@!?(\d{17,20})>/g)].map((m) => m[1]!))
  const everyoneAllowed = parse.includes('everyone')
  return {
    everyone: everyoneAllowed && /@everyone/.test(content),
    here: everyoneAllowed && /@here/.test(content),
    roles: parse.includes('roles') ? writtenRoles : writtenRoles.filter((id) => allowedRoles.includes(id)),
    users: parse.includes('users') ? writtenUsers : writtenUsers.filter((id) => allowedUsers.includes(id)),
  }
}

/** "@everyone, 2 roles (<@&1…>, …)": what the warning beside Send names; undefined when nobody is pinged. */
export function describePings(pings: Pings): string | undefined {
  const parts: string[] = []
  if (pings.everyone) parts.push('@everyone')
  if (pings.here) parts.push('@here')
  if (pings.roles.length > 0) {
    const noun = pings.roles.length === 1 ? 'role' : 'roles'
    parts.push(`${pings.roles.length} ${noun} (${pings.roles.join(', ')})`)
  }
  if (pings.users.length > 0) {
    const noun = pings.users.length === 1 ? 'user' : 'users'
    parts.push(`${pings.users.length} ${noun} (${pings.users.join(', ')})`)
  }
  return parts.length > 0 ? `This message will ping ${parts.join(', ')}.` : undefined
}
