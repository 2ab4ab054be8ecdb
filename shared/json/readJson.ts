import type { JsonLimits, JsonProblem, JsonScan } from './scanJson'
import { scanJson, scanJsonInSlices } from './scanJson'

export type JsonRead = { ok: true; value: unknown } | { ok: false; problem: JsonProblem; message: string }

/** Deeper than any message, draft, backup or import Herald reads (a draft is about 12 levels). */
export const JSON_MAX_DEPTH = 64

/** What the user reads for each problem; `what` names the text ("The request body", "The backup"). */
export function jsonProblemText(problem: JsonProblem, what: string, limits: JsonLimits): string {
  if (problem === 'tooDeep')
    return `${what} is nested more than ${limits.maxDepth} levels deep, deeper than anything Herald reads.`
  if (problem === 'tooManyValues')
    return `${what} holds more than ${limits.maxValues.toLocaleString('en-US')} values, more than Herald reads at once.`
  return `${what} is not valid JSON.`
}

function parseError(error: unknown): string {
  return error instanceof Error ? error.message : 'parse error'
}

/** Bounded JSON.parse for texts already bounded in size: depth and values are checked first. */
export function readJson(text: string, limits: JsonLimits, what: string): JsonRead {
  const scan = scanJson(text, limits)
  // Malformed text goes on to JSON.parse, which stops at the first error (no later than the scan did)
  // and says where it is.
  if (!scan.ok && scan.problem !== 'malformed')
    return { ok: false, problem: scan.problem, message: jsonProblemText(scan.problem, what, limits) }
  try {
    const value = JSON.parse(text) as unknown
    if (scan.ok) return { ok: true, value }
  } catch (error) {
    return { ok: false, problem: 'malformed', message: `${what} is not valid JSON (${parseError(error)}).` }
  }
  return { ok: false, problem: 'malformed', message: jsonProblemText('malformed', what, limits) }
}

/**
 * The same for a large text, without holding the caller for long: the scan goes in slices, and a root
 * object is parsed member by member (an array member element by element), pausing between pieces.
 * `maxElements` caps the elements of named array members, checked before any of them is parsed.
 */
export async function readJsonInSlices(
  text: string,
  options: JsonLimits & { pause: () => Promise<void>; what: string; maxElements?: Record<string, number> },
): Promise<JsonRead> {
  const { pause, what } = options
  const scan = await scanJsonInSlices(text, options, pause)
  if (!scan.ok)
    return { ok: false, problem: scan.problem, message: jsonProblemText(scan.problem, what, options) }
  try {
    if (!scan.rootIsObject) return { ok: true, value: JSON.parse(text) as unknown }
    return await parseMembers(text, scan, options)
  } catch (error) {
    if (error instanceof TooManyElements)
      return { ok: false, problem: 'tooManyValues', message: error.message }
    return { ok: false, problem: 'malformed', message: `${what} is not valid JSON (${parseError(error)}).` }
  }
}

class TooManyElements extends Error {}

/** Pause after about this many characters parsed. */
const PARSE_SLICE = 1 << 20

async function parseMembers(
  text: string,
  scan: Extract<JsonScan, { ok: true }>,
  options: { pause: () => Promise<void>; what: string; maxElements?: Record<string, number> },
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
      throw new TooManyElements(
        `${options.what} holds ${member.elements.length.toLocaleString('en-US')} entries under "${key}"; Herald reads at most ${cap.toLocaleString('en-US')}.`,
      )
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
