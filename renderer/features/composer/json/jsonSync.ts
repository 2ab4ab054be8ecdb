import type { MeasureOptions, Problem } from '@shared/discord'
import { measure } from '@shared/discord'
import { stableStringify } from '@shared/drafts/fingerprint'
import type { MessageKey, Translate } from '@shared/i18n'
import type { Phrase } from '@shared/i18n/phrase'
import { phraseText } from '@shared/i18n/phrase'
import type { Json } from '@renderer/store/drafts/reducers'
import { isRecord } from '@renderer/store/drafts/reducers'
import type { JsonExpectation, TextRange } from './jsonPath'
import { JsonSyntaxError, locatePaths, rangeIn } from './jsonPath'

// The rules between the JSON view's text and the draft. The draft holds the last body that was good
// enough to keep; the text is whatever the user typed, kept as typed until it becomes such a body.

/** The body as the JSON view shows it: Discord's JSON, two spaces per level. */
export function formatBody(data: Json): string {
  return JSON.stringify(data, null, 2)
}

/** A problem marked in the text; `phrase` says it in the page's language (`message` is its English). */
export type JsonMark = TextRange & { message: string; phrase?: Phrase; line: number }

/** Each place the text stops being JSON, said in the reader's language. */
const EXPECTED: Record<JsonExpectation, MessageKey> = {
  string: 'composer.json.expected.string',
  stringEnd: 'composer.json.expected.stringEnd',
  closingQuote: 'composer.json.expected.closingQuote',
  colon: 'composer.json.expected.colon',
  commaOrBrace: 'composer.json.expected.commaOrBrace',
  commaOrBracket: 'composer.json.expected.commaOrBracket',
  value: 'composer.json.expected.value',
  textEnd: 'composer.json.expected.textEnd',
}

/** A mark's words in the reader's language. */
export function markText(t: Translate, mark: Pick<JsonMark, 'message' | 'phrase'>): string {
  return phraseText(t, mark.phrase, mark.message)
}

export type JsonAnalysis =
  /** Not JSON (or not an object): the draft keeps its body. */
  | { kind: 'invalid'; marks: JsonMark[] }
  /** JSON that adds problems the body did not have: held, so the form keeps the last good body. */
  | { kind: 'held'; data: Json; marks: JsonMark[] }
  /** Good to keep: the draft takes it (problems it already had are still marked). */
  | { kind: 'valid'; data: Json; marks: JsonMark[] }

const problemKey = (problem: Problem) => `${problem.pathText}|${problem.code}`

/**
 * What an edit of the JSON text means for the draft whose body is `current`. Problems the body already
 * had (an empty field name typed in the form) do not hold an edit back; only the problems the edit
 * brings in do, so the JSON view never makes fixing one thing wait on another.
 */
export function analyseJson(text: string, current: Json, options: MeasureOptions): JsonAnalysis {
  let located: ReturnType<typeof locatePaths>
  try {
    located = locatePaths(text)
  } catch (error) {
    const syntax = error instanceof JsonSyntaxError ? error : undefined
    const at = syntax ? Math.min(syntax.at, text.length) : 0
    const range = { from: at, to: Math.min(at + 1, text.length) }
    const message = syntax ? `Not JSON: ${syntax.message}` : 'Not JSON.'
    const phrase: Phrase = syntax
      ? { id: EXPECTED[syntax.expected], values: { end: syntax.end ? 'yes' : 'no' } }
      : { id: 'composer.json.notJson' }
    return { kind: 'invalid', marks: [mark(text, range, message, phrase)] }
  }
  const data: unknown = JSON.parse(text)
  if (!isRecord(data)) {
    return {
      kind: 'invalid',
      marks: [
        mark(text, { from: 0, to: Math.min(1, text.length) }, 'The message must be a JSON object.', {
          id: 'composer.json.notObject',
        }),
      ],
    }
  }
  const before = new Set(measure(current, options).problems.map(problemKey))
  const problems = measure(data, options).problems
  const marks = problems.map((problem) =>
    mark(text, rangeIn(located, problem.path) ?? { from: 0, to: 0 }, problem.message, problem.phrase),
  )
  const added = problems.some((problem) => !before.has(problemKey(problem)))
  return { kind: added ? 'held' : 'valid', data, marks }
}

/**
 * Whether a change of the draft's body from outside (the form, undo, a paste) replaces the text. Not
 * when the body is the one the text last showed or gave, not when the text already says the same, and
 * not while the text is not JSON: the user's half-typed text is never thrown away.
 */
export function shouldReplaceText(text: string, shown: Json, data: Json): boolean {
  if (data === shown) return false
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return false
  }
  return stableStringify(parsed) !== stableStringify(data)
}

function mark(text: string, range: TextRange, message: string, phrase?: Phrase): JsonMark {
  const line = text.slice(0, range.from).split('\n').length
  return phrase ? { ...range, message, phrase, line } : { ...range, message, line }
}
