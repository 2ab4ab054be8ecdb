// Execute / edit payload validation as Discord does it (wire spec 5, 6, 9, 10): lengths in code points,
// embed limits after trimming, the 6000 total, allowed_mentions exclusivity, flag allow-lists, name rules.
// Cross-field rules that need the webhook and files (components dropping, V2, emptiness) live in
// messages.ts.
import { validateComponents, type ComponentScan } from './components'
import { FormErrors, inner } from './errors'
import { checkString as str, checkUrl as url, validateEmbed as embed } from './validateEmbed'
import { codePoints, SNOWFLAKE } from './ids'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export const FLAG_SUPPRESS_EMBEDS = 1 << 2
export const FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
export const FLAG_IS_COMPONENTS_V2 = 1 << 15
const EXECUTE_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_IS_COMPONENTS_V2
const EDIT_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_IS_COMPONENTS_V2

export const EMBED_TOTAL_LIMIT = 6000

export type AttachmentRequest = {
  id: string
  filename?: string
  description?: string
  title?: string
  is_spoiler?: boolean
}

/** The validated payload. `undefined` = not given; `null` = explicitly cleared (edits). */
export type MessagePayload = {
  content?: string | null
  username?: string
  avatar_url?: string
  tts?: boolean
  embeds?: Obj[] | null
  allowed_mentions?: { parse?: string[]; users?: string[]; roles?: string[] } | null
  components?: Obj[] | null
  attachments?: AttachmentRequest[] | null
  flags?: number | null
  thread_name?: string
  applied_tags?: string[]
  poll?: Obj
  componentScan?: ComponentScan
}

/** Webhook display-name rules, shared by create (key `name`) and execute (key `username`). */
export function checkName(e: FormErrors, key: string, value: unknown): void {
  if (typeof value !== 'string') {
    const m = inner.string(value)
    e.add([key], m.code, m.message)
    return
  }
  const name = value.trim()
  const length = codePoints(name)
  if (length < 1 || length > 80) {
    const m = inner.badLength(1, 80)
    e.add([key], m.code, m.message)
    return
  }
  const lower = name.toLowerCase()
  for (const word of ['clyde', 'discord']) {
    if (lower.includes(word)) e.add([key], 'USERNAME_INVALID_CONTAINS', `Username cannot contain "${word}"`)
  }
  for (const word of ['everyone', 'here']) {
    if (lower.includes(word)) e.add([key], 'USERNAME_INVALID', `Username cannot be "${word}"`)
  }
}

export function validateMessage(
  body: unknown,
  opts: {
    mode: 'create' | 'edit'
    legacy: boolean
    appOwned: boolean
    keepComponents: boolean
    baseFlags?: number
  },
): MessagePayload {
  const e = new FormErrors()
  if (!isObj(body)) {
    e.add([], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
    e.throwIfAny(opts.legacy)
    return {}
  }
  const out: MessagePayload = {}
  const nullable = opts.mode === 'edit'
  const given = (k: string) => body[k] !== undefined && !(body[k] === null && !nullable)
  if (given('content')) {
    if (body.content === null) out.content = null
    else {
      str(e, ['content'], body.content, 2000)
      out.content = body.content as string
    }
  }
  if (opts.mode === 'create') {
    if (given('username')) {
      checkName(e, 'username', body.username)
      out.username = String(body.username).trim()
    }
    if (given('avatar_url')) {
      url(e, ['avatar_url'], body.avatar_url, false)
      out.avatar_url = body.avatar_url as string
    }
    if (given('tts')) {
      if (typeof body.tts !== 'boolean') e.add(['tts'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.')
      out.tts = body.tts === true
    }
    if (given('thread_name')) {
      str(e, ['thread_name'], body.thread_name, 100)
      out.thread_name = String(body.thread_name)
    }
    if (given('applied_tags')) {
      const tags = body.applied_tags
      if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string' || !SNOWFLAKE.test(t))) {
        e.add(['applied_tags'], 'BASE_TYPE_LIST', 'Must be a list of snowflakes.')
      } else if (tags.length > 5) {
        const m = inner.maxLength(5)
        e.add(['applied_tags'], m.code, m.message)
      } else out.applied_tags = tags as string[]
    }
    if (given('poll')) {
      const poll = body.poll
      if (!isObj(poll) || !isObj(poll.question) || !Array.isArray(poll.answers)) {
        e.add(['poll'], inner.required().code, inner.required().message)
      } else {
        str(e, ['poll', 'question', 'text'], poll.question.text, 300)
        if (poll.answers.length < 1 || poll.answers.length > 10) {
          const m = inner.badLength(1, 10)
          e.add(['poll', 'answers'], m.code, m.message)
        }
        out.poll = poll
      }
    }
  }
  if (given('embeds')) {
    if (body.embeds === null) out.embeds = null
    else if (!Array.isArray(body.embeds)) e.add(['embeds'], 'BASE_TYPE_LIST', 'Must be a list.')
    else {
      if (body.embeds.length > 10) {
        const m = inner.maxLength(10)
        e.add(['embeds'], m.code, m.message)
      }
      let total = 0
      out.embeds = body.embeds.map((raw: unknown, i: number) => {
        const r = embed(e, ['embeds', i], raw)
        total += r.total
        return r.out
      })
      if (total > EMBED_TOTAL_LIMIT) {
        e.add(
          ['embeds'],
          'MAX_EMBED_SIZE_EXCEEDED',
          `Embed size exceeds maximum size of ${EMBED_TOTAL_LIMIT}`,
        )
      }
    }
  }
  if (given('allowed_mentions')) out.allowed_mentions = mentions(e, body.allowed_mentions)
  if (given('flags')) {
    if (body.flags === null) out.flags = null
    else if (typeof body.flags !== 'number' || !Number.isInteger(body.flags)) {
      e.add(['flags'], 'NUMBER_TYPE_COERCE', `Value "${String(body.flags)}" is not int.`)
    } else out.flags = body.flags & (opts.mode === 'create' ? EXECUTE_FLAGS : EDIT_FLAGS)
  }
  if (given('attachments')) out.attachments = attachments(e, body.attachments)
  // Non-app-owned webhooks drop components unless ?with_components=true, before any check (#7608).
  if (given('components') && opts.keepComponents) {
    if (body.components === null) out.components = null
    else {
      const v2 = (((out.flags ?? 0) | (opts.baseFlags ?? 0)) & FLAG_IS_COMPONENTS_V2) !== 0
      out.componentScan = validateComponents(body.components, e, { v2, appOwned: opts.appOwned })
      out.components = body.components as Obj[]
    }
  }
  e.throwIfAny(opts.legacy)
  return out
}

function mentions(e: FormErrors, raw: unknown): MessagePayload['allowed_mentions'] {
  if (raw === null) return null
  if (!isObj(raw)) {
    e.add(['allowed_mentions'], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
    return undefined
  }
  const out: { parse?: string[]; users?: string[]; roles?: string[] } = {}
  if (raw.parse !== undefined && raw.parse !== null) {
    if (!Array.isArray(raw.parse)) e.add(['allowed_mentions', 'parse'], 'BASE_TYPE_LIST', 'Must be a list.')
    else {
      raw.parse.forEach((p: unknown, i: number) => {
        if (p !== 'roles' && p !== 'users' && p !== 'everyone') {
          e.add(
            ['allowed_mentions', 'parse', i],
            'BASE_TYPE_CHOICES',
            "Value must be one of ('roles', 'users', 'everyone').",
          )
        }
      })
      out.parse = raw.parse as string[]
    }
  }
  for (const key of ['users', 'roles'] as const) {
    const list = raw[key]
    if (list === undefined || list === null) continue
    if (!Array.isArray(list)) {
      e.add(['allowed_mentions', key], 'BASE_TYPE_LIST', 'Must be a list.')
      continue
    }
    if (list.length > 100) {
      const m = inner.maxLength(100)
      e.add(['allowed_mentions', key], m.code, m.message)
    }
    list.forEach((id: unknown, i: number) => {
      if (typeof id !== 'string' || !SNOWFLAKE.test(id)) {
        e.add(['allowed_mentions', key, i], 'NUMBER_TYPE_COERCE', `Value "${String(id)}" is not snowflake.`)
      }
    })
    out[key] = list as string[]
    if (list.length > 0 && out.parse?.includes(key)) {
      e.add(
        ['allowed_mentions'],
        'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
        `parse:["${key}"] and ${key}: [ids...] are mutually exclusive.`,
      )
    }
  }
  return out
}

function attachments(e: FormErrors, raw: unknown): AttachmentRequest[] | null {
  if (raw === null) return null
  if (!Array.isArray(raw)) {
    e.add(['attachments'], 'BASE_TYPE_LIST', 'Must be a list.')
    return []
  }
  if (raw.length > 10) {
    const m = inner.maxLength(10)
    e.add(['attachments'], m.code, m.message)
  }
  return raw.map((a: unknown, i: number) => {
    const at = ['attachments', i]
    if (!isObj(a)) {
      e.add(at, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
      return { id: '' }
    }
    const id = typeof a.id === 'number' ? String(a.id) : a.id
    if (typeof id !== 'string' || !SNOWFLAKE.test(id)) {
      e.add([...at, 'id'], inner.required().code, inner.required().message)
    }
    const out: AttachmentRequest = { id: String(id) }
    if (a.filename !== undefined) {
      const n = str(e, [...at, 'filename'], a.filename, 1024)
      if (n === 0) e.add([...at, 'filename'], inner.badLength(1, 1024).code, inner.badLength(1, 1024).message)
      out.filename = a.filename as string
    }
    if (a.description !== undefined && a.description !== null) {
      str(e, [...at, 'description'], a.description, 1024)
      out.description = a.description as string
    }
    if (a.title !== undefined && a.title !== null) {
      str(e, [...at, 'title'], a.title, 1024)
      out.title = a.title as string
    }
    if (a.is_spoiler !== undefined) out.is_spoiler = a.is_spoiler === true
    return out
  })
}
