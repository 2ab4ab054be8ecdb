import type { Said } from '../rpc/errors'
import { said } from '../rpc/errors'
import type { JsonLimits, JsonProblem, JsonScan } from './scanJson'
import { scanJson, scanJsonInSlices } from './scanJson'

/**
 * A refusal says why in English (`message`) and as a phrase, `what` (the text's name) said inside it;
 * `reason` is JSON.parse's own words when it gave them, `entries` the member over its cap.
 */
export type JsonRefusal = Said & {
  ok: false
  problem: JsonProblem
  reason?: string
  entries?: { key: string; count: number; max: number }
}
export type JsonRead = { ok: true; value: unknown } | JsonRefusal

/** Deeper than any message, draft, backup or import Herald reads (a draft is about 12 levels). */
export const JSON_MAX_DEPTH = 64

/** The texts Herald reads JSON from, named in its refusals ("The request body is not valid JSON."). */
export const JSON_TEXTS = {
  requestBody: said('cli2.json.requestBody', 'The request body'),
  file: said('cli2.json.file', 'The file'),
  this: said('cli2.json.this', 'This'),
}

/** A sentence about `what`, its name said in the same language as the sentence. */
function about(what: Said, sentence: Said): Said {
  return { message: sentence.message, phrase: { ...sentence.phrase, parts: { what: what.phrase } } }
}

/** What the user reads for each problem; `what` names the text (JSON_TEXTS). */
export function jsonProblemSaid(problem: JsonProblem, what: Said, limits: JsonLimits): Said {
  const { maxDepth, maxValues } = limits
  const name = what.message
  if (problem === 'tooDeep')
    return about(
      what,
      said(
        'cli2.json.tooDeep',
        `${name} is nested more than ${maxDepth} levels deep, deeper than anything Herald reads.`,
        { what: name, maxDepth },
      ),
    )
  if (problem === 'tooManyValues')
    return about(
      what,
      said(
        'cli2.json.tooManyValues',
        `${name} holds more than ${maxValues.toLocaleString('en-US')} values, more than Herald reads at once.`,
        { what: name, maxValues },
      ),
    )
  return about(what, said('cli2.json.notJson', `${name} is not valid JSON.`, { what: name }))
}

function refusal(problem: JsonProblem, what: Said, limits: JsonLimits): JsonRefusal {
  return { ok: false, problem, ...jsonProblemSaid(problem, what, limits) }
}

/** JSON.parse's refusal; its own reason stays as the parser words it, quoted inside Herald's sentence. */
function malformed(error: unknown, what: Said): JsonRefusal {
  const reason = error instanceof Error ? error.message : 'parse error'
  const name = what.message
  const sentence = said('cli2.json.badJson', `${name} is not valid JSON (${reason}).`, { what: name, reason })
  return { ok: false, problem: 'malformed', reason, ...about(what, sentence) }
}

/** Bounded JSON.parse for texts already bounded in size: depth and values are checked first. */
export function readJson(text: string, limits: JsonLimits, what: Said): JsonRead {
  const scan = scanJson(text, limits)
  // Malformed text goes on to JSON.parse, which stops at the first error (no later than the scan did)
  // and says where it is.
  if (!scan.ok && scan.problem !== 'malformed') return refusal(scan.problem, what, limits)
  try {
    const value = JSON.parse(text) as unknown
    if (scan.ok) return { ok: true, value }
  } catch (error) {
    return malformed(error, what)
  }
  return refusal('malformed', what, limits)
}

/**
 * The same for a large text, without holding the caller for long: the scan goes in slices, and a root
 * object is parsed member by member (an array member element by element), pausing between pieces.
 * `maxElements` caps the elements of named array members, checked before any of them is parsed.
 */
export async function readJsonInSlices(
  text: string,
  options: JsonLimits & { pause: () => Promise<void>; what: Said; maxElements?: Record<string, number> },
): Promise<JsonRead> {
  const { pause, what } = options
  const scan = await scanJsonInSlices(text, options, pause)
  if (!scan.ok) return refusal(scan.problem, what, options)
  try {
    if (!scan.rootIsObject) return { ok: true, value: JSON.parse(text) as unknown }
    return await parseMembers(text, scan, options)
  } catch (error) {
    if (error instanceof TooManyElements) return tooManyEntries(error.entries, what)
    return malformed(error, what)
  }
}

class TooManyElements extends Error {
  constructor(readonly entries: { key: string; count: number; max: number }) {
    super('too many elements')
  }
}

function tooManyEntries(entries: TooManyElements['entries'], what: Said): JsonRefusal {
  const { key, count, max } = entries
  const name = what.message
  const english = `${name} holds ${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'} under "${key}"; Herald reads at most ${max.toLocaleString('en-US')}.`
  const sentence = said('cli2.json.tooManyEntries', english, { what: name, count, key, max })
  return { ok: false, problem: 'tooManyValues', entries, ...about(what, sentence) }
}

/** Pause after about this many characters parsed. */
const PARSE_SLICE = 1 << 20

async function parseMembers(
  text: string,
  scan: Extract<JsonScan, { ok: true }>,
  options: { pause: () => Promise<void>; maxElements?: Record<string, number> },
): Promise<JsonRead> {
  const root: Record<string, unknown> = {}
  let sincePause = 0
  const parsePiece = async (from: number, to: number, wrap = false) => {
    const piece = text.slice(from, to)
    const value = JSON.parse(wrap ? `{${piece}}` : piece) as unknown
    sincePause += to - from
    if (sincePause >= PARSE_SLICE) {
      sincePause = 0
      await options.pause()
    }
    return value
  }
  for (const member of scan.members) {
    if (!member.elements) {
      // `{"a":1,}`: the empty piece after the comma would read as `{}`.
      if (text.slice(member.from, member.to).trim() === '') throw new SyntaxError('Unexpected "," or "}"')
      const one = (await parsePiece(member.from, member.to, true)) as Record<string, unknown>
      for (const [key, value] of Object.entries(one)) setMember(root, key, value)
      continue
    }
    // `"key" : [ … ]` with nothing else in the piece: the key and colon, then the array's elements.
    const key = JSON.parse(text.slice(member.keyStart, member.keyEnd)) as string
    const between = text.slice(member.keyEnd, member.arrayOpen)
    const after = text.slice(member.arrayClose + 1, member.to)
    if (
      !/^\s*:\s*$/.test(between) ||
      after.trim() !== '' ||
      text.slice(member.from, member.keyStart).trim() !== ''
    )
      throw new SyntaxError(`Unexpected text around "${key.slice(0, 40)}"`)
    const cap = options.maxElements?.[key]
    if (cap !== undefined && member.elements.length > cap)
      throw new TooManyElements({ key, count: member.elements.length, max: cap })
    const elements: unknown[] = []
    for (const [from, to] of member.elements) elements.push(await parsePiece(from, to))
    setMember(root, key, elements)
  }
  return { ok: true, value: root }
}

/** As JSON.parse sets a member: a key such as "__proto__" becomes an own property, never the prototype. */
function setMember(root: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(root, key, { value, enumerable: true, writable: true, configurable: true })
}
