import type { z } from 'zod'
import type { Phrase } from '../i18n/phrase'
import { LABEL, pathLabel } from './problemLabels'
import type { Sentence } from './sentence'
import { schemaPhrase, sentence } from './sentence'

/** One thing wrong with a payload, located by path, in a sentence a user understands. */
export type Problem = {
  path: (string | number)[]
  /** The path written like code: embeds[0].fields[2].value; empty for the whole message. */
  pathText: string
  /** The sentence in English (the CLI's JSON, logs); the page and the CLI show `phrase`. */
  message: string
  /** The same sentence as a message id and arguments, said in the reader's language (problemText). */
  phrase: Phrase
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
const LABELS: Record<string, Sentence> = {
  content: LABEL.content,
  username: LABEL.username,
  avatar_url: LABEL.avatarUrl,
  tts: LABEL.tts,
  embeds: LABEL.embeds,
  fields: LABEL.fields,
  name: LABEL.name,
  value: LABEL.value,
  title: LABEL.title,
  description: LABEL.description,
  url: LABEL.url,
  color: LABEL.color,
  timestamp: LABEL.timestamp,
  footer: LABEL.footer,
  author: LABEL.author,
  image: LABEL.image,
  thumbnail: LABEL.thumbnail,
  text: LABEL.text,
  allowed_mentions: LABEL.allowedMentions,
  parse: LABEL.parse,
  components: LABEL.components,
  attachments: LABEL.attachments,
  flags: LABEL.flags,
  thread_name: LABEL.threadName,
  applied_tags: LABEL.appliedTags,
  poll: LABEL.poll,
  type: LABEL.type,
  style: LABEL.style,
  custom_id: LABEL.customId,
  key: LABEL.key,
  id: LABEL.id,
}

// Labels that depend on the parent: fields[0].name is a field name, author.name an author name.
const CONTEXT_LABELS: Record<string, Sentence> = {
  'fields.name': LABEL.fieldName,
  'fields.value': LABEL.fieldValue,
  'author.name': LABEL.authorName,
  'author.url': LABEL.authorUrl,
  'author.icon_url': LABEL.authorIconUrl,
  'footer.text': LABEL.footerText,
  'footer.icon_url': LABEL.footerIconUrl,
  'image.url': LABEL.imageUrl,
  'thumbnail.url': LABEL.thumbnailUrl,
  'question.text': LABEL.pollQuestion,
  'poll_media.text': LABEL.answer,
  'allowed_mentions.users': LABEL.usersList,
  'allowed_mentions.roles': LABEL.rolesList,
}

function labelFor(path: readonly PropertyKey[]): Sentence {
  const keys = path.filter((k): k is string => typeof k === 'string')
  const last = keys[keys.length - 1]
  if (last === undefined) return path.length === 0 ? LABEL.message : pathLabel(formatPath(path))
  const parent = keys[keys.length - 2]
  return CONTEXT_LABELS[`${parent}.${last}`] ?? LABELS[last] ?? pathLabel(formatPath(path))
}

function describeComponent(input: unknown): Sentence {
  if (typeof input !== 'object' || input === null) return sentence('problem.component.this', 'This')
  const c = input as { type?: unknown; style?: unknown }
  if (c.type === 2) {
    if (c.style === 5) return sentence('problem.component.linkButton', 'A link button')
    if (c.style === 6) return sentence('problem.component.premiumButton', 'A premium button')
    return sentence('problem.component.button', 'This button')
  }
  return sentence('problem.component.other', 'This component')
}

function typeName(expected: unknown): Sentence {
  switch (expected) {
    case 'string':
      return sentence('problem.type.string', 'text')
    case 'number':
    case 'int':
      return sentence('problem.type.number', 'a number')
    case 'boolean':
      return sentence('problem.type.boolean', 'true or false')
    case 'array':
      return sentence('problem.type.array', 'a list')
    case 'object':
      return sentence('problem.type.object', 'an object')
    default:
      return sentence('problem.type.other', String(expected), { type: String(expected) })
  }
}

/**
 * The sentence for an issue whose message is zod's own (a missing field, a wrong type); undefined when
 * the issue's message is the one to show.
 */
function fallbackSentence(
  issue: z.core.$ZodIssue,
  path: (string | number)[],
): ({ code: string } & Sentence) | undefined {
  const label = labelFor(path)
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined)
        return {
          code: 'required',
          ...sentence('problem.required', `${label.message} is required.`, undefined, { label }),
        }
      const type = typeName(issue.expected)
      return {
        code: 'invalid_type',
        ...sentence('problem.invalidType', `${label.message} must be ${type.message}.`, undefined, {
          label,
          type,
        }),
      }
    }
    case 'too_big':
    case 'too_small': {
      // Our schemas give sentences for their limits; zod's defaults mention the raw bound.
      if (!issue.message.startsWith('Too ') && !issue.message.startsWith('Invalid')) return undefined
      const code = issue.code === 'too_big' ? 'too_many' : 'too_few'
      const said =
        issue.code === 'too_big'
          ? sentence(
              'problem.atMost',
              `${label.message} must be at most ${issue.maximum}.`,
              { max: String(issue.maximum) },
              { label },
            )
          : sentence(
              'problem.atLeast',
              `${label.message} must be at least ${issue.minimum}.`,
              { min: String(issue.minimum) },
              { label },
            )
      return { code: issue.origin === 'array' ? code : 'out_of_range', ...said }
    }
    case 'invalid_union':
    case 'invalid_value': {
      if (path[path.length - 1] === 'type' || issue.code === 'invalid_union') {
        // Discriminated unions report the whole object as input; name the type the user wrote.
        const input = issue.input as { type?: unknown } | undefined
        const type = JSON.stringify(typeof input === 'object' && input !== null ? input.type : input)
        return {
          code: 'unknown_type',
          ...sentence('problem.unknownType', `Type ${type} is not allowed here.`, { type: String(type) }),
        }
      }
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ')
      return {
        code: 'invalid_value',
        ...sentence(
          'problem.notAllowedValue',
          `${label.message} is not one of the allowed values (${allowed}).`,
          { allowed },
          { label },
        ),
      }
    }
    case 'unrecognized_keys': {
      const what = describeComponent(issue.input)
      const keys = issue.keys.map((k) => `"${k}"`).join(', ')
      return {
        code: 'unexpected_field',
        ...sentence('problem.unexpectedField', `${what.message} cannot have ${keys}.`, { keys }, { what }),
      }
    }
    case 'invalid_format':
      return {
        code: 'invalid_format',
        ...sentence('problem.invalidFormat', `${label.message} is not in the expected format.`, undefined, {
          label,
        }),
      }
    default:
      return undefined
  }
}

/** Turns a zod issue into a Problem; issues from our schemas already carry a sentence and a code. */
export function problemFromIssue(issue: z.core.$ZodIssue): Problem {
  const path = issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k)) as (string | number)[]
  const base = { path, pathText: formatPath(path) }
  const params =
    'params' in issue ? (issue.params as { code?: unknown; phrase?: Phrase } | undefined) : undefined
  const custom = issue.code === 'custom' && typeof params?.code === 'string' ? params.code : undefined
  const fallback = custom === undefined ? fallbackSentence(issue, path) : undefined
  if (fallback) return { ...base, ...fallback }
  // The schema's own sentence: a custom issue carries its phrase, a check's message is looked up.
  const phrase = params?.phrase ?? schemaPhrase(issue.message) ?? untranslated(issue.message)
  return { ...base, code: custom ?? ownCode(issue), message: issue.message, phrase }
}

function ownCode(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return issue.code
  const code = issue.code === 'too_big' ? 'too_many' : 'too_few'
  return issue.origin === 'array' ? code : 'out_of_range'
}

/** A sentence no catalogue has (a schema outside shared/discord): shown as it is, in English. */
function untranslated(message: string): Phrase {
  return { id: 'problem.untranslated', values: { text: message } }
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
