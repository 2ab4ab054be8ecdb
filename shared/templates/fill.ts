import { validateMessage } from '../discord/validate'
import type { Phrase } from '../i18n/phrase'
import type { Clock } from './builtIns'
import { builtInValues, isoDate } from './builtIns'
import { findPlaceholders, matchesIn } from './placeholders'

/** One problem of a filled message, located like `messages[0].content`. */
export type TemplateProblem = {
  messageIndex: number
  path: (string | number)[]
  pathText: string
  /** English (logs, the CLI); `phrase` says it in the reader's language. */
  message: string
  phrase: Phrase
}

export type FillResult<M> =
  { ok: true; messages: M[] } | { ok: false; missing: string[]; problems: TemplateProblem[] }

/** Replaces the placeholders of one string; `\{{x}}` loses its backslash and stays `{{x}}`. */
export function fillText(text: string, values: Readonly<Record<string, string>>, clock: Clock): string {
  let out = ''
  let last = 0
  for (const { match, index } of matchesIn(text)) {
    out += text.slice(last, index)
    last = index + match.text.length
    if (match.escaped) out += match.text.slice(1)
    else if (match.name === 'date' && match.format === 'iso') out += isoDate(clock)
    else out += values[match.name] ?? match.text
  }
  return out + text.slice(last)
}

function fillValue(value: unknown, values: Readonly<Record<string, string>>, clock: Clock): unknown {
  if (typeof value === 'string') return fillText(value, values, clock)
  if (Array.isArray(value)) return value.map((item) => fillValue(item, values, clock))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillValue(item, values, clock)]),
    )
  }
  return value
}

/** Value names as typed ("Version") are matched without case; blank values count as missing. */
function normalise(values: Readonly<Record<string, string>>, clock: Clock): Record<string, string> {
  const out: Record<string, string> = builtInValues(clock)
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() !== '') out[name.toLowerCase()] = value
  }
  return out
}

/**
 * Fills every placeholder of the messages' bodies, then checks each filled body as Discord would: a
 * value may push a text over its limit. Missing values are reported before anything is filled.
 */
export function fillMessages<M extends { data: Record<string, unknown> }>(
  messages: readonly M[],
  values: Readonly<Record<string, string>>,
  clock: Clock,
): FillResult<M> {
  const given = normalise(values, clock)
  const missing = findPlaceholders(messages).filter((name) => given[name] === undefined)
  if (missing.length > 0) return { ok: false, missing, problems: [] }
  const filled = messages.map((message) => ({
    ...message,
    data: fillValue(message.data, given, clock) as Record<string, unknown>,
  }))
  const problems = filled.flatMap((message, messageIndex) => {
    const result = validateMessage(message.data)
    if (result.ok) return []
    return result.problems.map((problem) => ({
      messageIndex,
      path: problem.path,
      pathText: `messages[${messageIndex}]${problem.pathText ? `.${problem.pathText}` : ''}`,
      message: problem.message,
      phrase: problem.phrase,
    }))
  })
  return problems.length > 0 ? { ok: false, missing: [], problems } : { ok: true, messages: filled }
}
