// A linear pass over JSON text before JSON.parse builds anything: it bounds the nesting depth (deep
// nesting overflows the stack of every recursive reader after the parse) and the number of values (each
// costs memory), and for the root object it records where each member and each element of an array
// member lies, so a large document can be parsed piece by piece. It does not check the grammar:
// JSON.parse still does, on the pieces.

export type JsonLimits = { maxDepth: number; maxValues: number }

/**
 * One member of the root object, `from` just after its `{` or comma and `to` at the comma or `}` that
 * ends it. When its value is an array, `elements` holds each element's [start, end).
 */
export type RootMember = {
  from: number
  to: number
  keyStart: number
  keyEnd: number
  elements: [number, number][] | null
  /** Where the array value opens and closes, when `elements` is set. */
  arrayOpen: number
  arrayClose: number
}

export type JsonProblem = 'tooDeep' | 'tooManyValues' | 'malformed'

export type JsonScan =
  | { ok: true; values: number; rootIsObject: boolean; members: RootMember[] }
  | { ok: false; problem: JsonProblem }

const QUOTE = 34
const BACKSLASH = 92
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
const COMMA = 44
const COLON = 58

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13

/** Resumable, so a caller can scan a large text in slices and answer other work in between. */
export class JsonScanner {
  private i = 0
  private depth = 0
  private values = 0
  private rootIsObject = false
  private rootClosed = false
  private readonly members: RootMember[] = []
  private member: RootMember | null = null
  /** Start of the current element of the member's array value (depth 2), or -1. */
  private elementStart = -1
  private failed: JsonProblem | null = null

  constructor(
    private readonly text: string,
    private readonly limits: JsonLimits,
  ) {}

  get done(): boolean {
    return this.failed !== null || this.i >= this.text.length
  }

  /** Scans about `budget` more characters (a string is skipped whole); `done` says when to stop. */
  step(budget: number): void {
    const { text } = this
    const stop = Math.min(text.length, this.i + budget)
    while (this.i < stop && this.failed === null) {
      const c = text.charCodeAt(this.i)
      if (isSpace(c)) {
        this.i++
        continue
      }
      if (this.rootClosed) return this.fail('malformed')
      if (this.depth === 0 && c !== OPEN_BRACE && c !== OPEN_BRACKET) {
        // A scalar at the root nests nothing and holds one value: JSON.parse checks the rest.
        this.values = 1
        this.i = text.length
        return
      }
      if (c === QUOTE) {
        const end = stringEnd(text, this.i)
        if (end < 0) return this.fail('malformed')
        const member = this.member
        if (this.depth === 1 && this.rootIsObject && member && member.keyEnd < 0) {
          member.keyStart = this.i
          member.keyEnd = end
        } else this.countValue()
        this.i = end
        continue
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        this.countValue()
        this.depth++
        if (this.depth > this.limits.maxDepth) return this.fail('tooDeep')
        if (this.depth === 1) {
          this.rootIsObject = c === OPEN_BRACE
          if (this.rootIsObject) this.openMember(this.i + 1)
        } else if (this.depth === 2 && c === OPEN_BRACKET && this.member && this.member.elements === null) {
          this.member.elements = []
          this.member.arrayOpen = this.i
          this.elementStart = this.i + 1
        }
        this.i++
        continue
      }
      if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (this.depth === 0) return this.fail('malformed')
        this.endPiece(this.i, false)
        if (this.depth === 2 && this.member?.elements && this.member.arrayClose < 0)
          this.member.arrayClose = this.i
        this.depth--
        if (this.depth === 0) this.rootClosed = true
        this.i++
        continue
      }
      if (c === COMMA) {
        this.endPiece(this.i, true)
        if (this.depth === 1 && this.rootIsObject) this.openMember(this.i + 1)
        if (this.depth === 2 && this.member?.elements && this.member.arrayClose < 0)
          this.elementStart = this.i + 1
        this.i++
        continue
      }
      // A number or a literal counts once, at its first character.
      if (c !== COLON && !isScalarTail(text.charCodeAt(this.i - 1))) this.countValue()
      this.i++
    }
  }

  result(): JsonScan {
    if (this.failed) return { ok: false, problem: this.failed }
    if (!this.done) throw new Error('The scan is not finished.')
    if (this.depth !== 0 || this.values === 0) return { ok: false, problem: 'malformed' }
    return { ok: true, values: this.values, rootIsObject: this.rootIsObject, members: this.members }
  }

  private fail(problem: JsonProblem): void {
    this.failed = problem
  }

  private countValue(): void {
    this.values++
    if (this.values > this.limits.maxValues) this.fail('tooManyValues')
  }

  private openMember(from: number): void {
    this.member = { from, to: -1, keyStart: -1, keyEnd: -1, elements: null, arrayOpen: -1, arrayClose: -1 }
  }

  /**
   * A comma (or a closing bracket) at `at` ends the current element or member. An empty piece is kept
   * unless it is the whole of an empty container, so JSON.parse refuses `[1,]` and `{"a":1,}`.
   */
  private endPiece(at: number, comma: boolean): void {
    const member = this.member
    if (this.depth === 2 && member?.elements && this.elementStart >= 0) {
      const blank = isBlank(this.text, this.elementStart, at)
      if (!blank || comma || member.elements.length > 0) member.elements.push([this.elementStart, at])
      this.elementStart = -1
    }
    if (this.depth === 1 && member) {
      member.to = at
      const blank = isBlank(this.text, member.from, at)
      if (!blank || comma || this.members.length > 0) this.members.push(member)
      this.member = null
    }
  }
}

/** Whether text[from, to) is only JSON whitespace; stops at the first other character. */
function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i))) return false
  return true
}

/** Inside a number or literal (`123`, `true`): only its first character counts as a value. */
function isScalarTail(previous: number): boolean {
  return (
    (previous >= 48 && previous <= 57) ||
    (previous >= 97 && previous <= 122) ||
    (previous >= 65 && previous <= 90) ||
    previous === 43 ||
    previous === 45 ||
    previous === 46
  )
}

/** The index after the string's closing quote, or -1 when it never closes. */
function stringEnd(text: string, open: number): number {
  let at = open + 1
  for (;;) {
    const quote = text.indexOf('"', at)
    if (quote < 0) return -1
    let slashes = 0
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return quote + 1
    at = quote + 1
  }
}

/** The whole scan at once: for texts already bounded in size (an RPC body, a link, a pasted file). */
export function scanJson(text: string, limits: JsonLimits): JsonScan {
  const scanner = new JsonScanner(text, limits)
  scanner.step(Number.POSITIVE_INFINITY)
  return scanner.result()
}

/** The scan in slices of `slice` characters, awaiting `pause` between them so other work is answered. */
export async function scanJsonInSlices(
  text: string,
  limits: JsonLimits,
  pause: () => Promise<void>,
  slice = 1 << 20,
): Promise<JsonScan> {
  const scanner = new JsonScanner(text, limits)
  while (!scanner.done) {
    scanner.step(slice)
    if (!scanner.done) await pause()
  }
  return scanner.result()
}
