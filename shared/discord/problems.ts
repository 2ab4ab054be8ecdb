import type { z } from 'zod'

/** One thing wrong with a payload, located by path, in a sentence a user understands. */
export type Problem = {
  path: (string | number)[]
  /** The path written like code: embeds[0].fields[2].value; empty for the whole message. */
  pathText: string
  message: string
  /** Stable identifier for code that reacts to a kind of problem: too_long, empty_message, ... */
  code: string
}

/** embeds[0].fields[2].value */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out
}

// What a user calls a field, by its key. Used only when the schema gave no sentence of its own.
const LABELS: Record<string, string> = {
  content: 'The message content',
  username: 'The username',
  avatar_url: 'The avatar URL',
  tts: 'Text-to-speech',
  embeds: 'Embeds',
  fields: 'Fields',
  name: 'The name',
  value: 'The value',
  title: 'The title',
  description: 'The description',
  url: 'The URL',
  color: 'The colour',
  timestamp: 'The timestamp',
  footer: 'The footer',
  author: 'The author',
  image: 'The image',
  thumbnail: 'The thumbnail',
  text: 'The text',
  allowed_mentions: 'Allowed mentions',
  parse: 'The mention types',
  components: 'Components',
  attachments: 'Attachments',
  flags: 'Flags',
  thread_name: 'The thread name',
  applied_tags: 'The tags',
  poll: 'The poll',
  type: 'The type',
  style: 'The button style',
  custom_id: 'The custom id',
  key: 'The key',
  id: 'The id',
}

// Labels that depend on the parent: fields[0].name is a field name, author.name an author name.
const CONTEXT_LABELS: Record<string, string> = {
  'fields.name': 'The field name',
  'fields.value': 'The field value',
  'author.name': 'The author name',
  'author.url': 'The author URL',
  'author.icon_url': 'The author icon URL',
  'footer.text': 'The footer text',
  'footer.icon_url': 'The footer icon URL',
  'image.url': 'The image URL',
  'thumbnail.url': 'The thumbnail URL',
  'question.text': 'The poll question',
  'poll_media.text': 'The answer',
  'allowed_mentions.users': 'The users list',
  'allowed_mentions.roles': 'The roles list',
}

function labelFor(path: readonly PropertyKey[]): string {
  const keys = path.filter((k): k is string => typeof k === 'string')
  const last = keys[keys.length - 1]
  if (last === undefined) return path.length === 0 ? 'The message' : `"${formatPath(path)}"`
  const parent = keys[keys.length - 2]
  return CONTEXT_LABELS[`${parent}.${last}`] ?? LABELS[last] ?? `"${formatPath(path)}"`
}

function describeComponent(input: unknown): string {
  if (typeof input !== 'object' || input === null) return 'This'
  const c = input as { type?: unknown; style?: unknown }
  if (c.type === 2) {
    return c.style === 5 ? 'A link button' : c.style === 6 ? 'A premium button' : 'This button'
  }
  return 'This component'
}

function typeName(expected: unknown): string {
  switch (expected) {
    case 'string':
      return 'text'
    case 'number':
    case 'int':
      return 'a number'
    case 'boolean':
      return 'true or false'
    case 'array':
      return 'a list'
    case 'object':
      return 'an object'
    default:
      return String(expected)
  }
}

/** Turns a zod issue into a Problem; issues from our schemas already carry a sentence and a code. */
export function problemFromIssue(issue: z.core.$ZodIssue): Problem {
  const path = issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k)) as (string | number)[]
  const base = { path, pathText: formatPath(path) }
  const label = labelFor(path)
  const params = 'params' in issue ? (issue.params as { code?: unknown } | undefined) : undefined
  if (issue.code === 'custom' && typeof params?.code === 'string') {
    return { ...base, message: issue.message, code: params.code }
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { ...base, code: 'required', message: `${label} is required.` }
      return { ...base, code: 'invalid_type', message: `${label} must be ${typeName(issue.expected)}.` }
    case 'too_big':
    case 'too_small': {
      // Our schemas give sentences for their limits; zod's defaults mention the raw bound.
      const code = issue.code === 'too_big' ? 'too_many' : 'too_few'
      const fromSchema = !issue.message.startsWith('Too ') && !issue.message.startsWith('Invalid')
      const bound = issue.code === 'too_big' ? `at most ${issue.maximum}` : `at least ${issue.minimum}`
      return {
        ...base,
        code: issue.origin === 'array' ? code : 'out_of_range',
        message: fromSchema ? issue.message : `${label} must be ${bound}.`,
      }
    }
    case 'invalid_union':
    case 'invalid_value': {
      if (path[path.length - 1] === 'type' || issue.code === 'invalid_union') {
        // Discriminated unions report the whole object as input; name the type the user wrote.
        const input = issue.input as { type?: unknown } | undefined
        const type = typeof input === 'object' && input !== null ? input.type : input
        return { ...base, code: 'unknown_type', message: `Type ${JSON.stringify(type)} is not allowed here.` }
      }
      const allowed =
        issue.code === 'invalid_value' ? ` (${issue.values.map((v) => JSON.stringify(v)).join(', ')})` : ''
      return {
        ...base,
        code: 'invalid_value',
        message: `${label} is not one of the allowed values${allowed}.`,
      }
    }
    case 'unrecognized_keys':
      return {
        ...base,
        code: 'unexpected_field',
        message: `${describeComponent(issue.input)} cannot have ${issue.keys.map((k) => `"${k}"`).join(', ')}.`,
      }
    case 'invalid_format':
      return { ...base, code: 'invalid_format', message: `${label} is not in the expected format.` }
    default:
      return { ...base, code: issue.code, message: issue.message }
  }
}

/** Drops exact repeats (same path and code), keeping the first. */
export function uniqueProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>()
  return problems.filter((p) => {
    const key = `${p.pathText}\u0000${p.code}\u0000${p.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
