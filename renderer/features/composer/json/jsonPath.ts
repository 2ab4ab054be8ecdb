// Where things are in a JSON text: the range of the value (and of the key) at a path, and where the
// text stops being JSON. A small scanner of our own, since JSON.parse says neither.

export type PathSegment = string | number
export type TextRange = { from: number; to: number }
type Located = { key?: TextRange; value: TextRange }

/** What the scanner expected where the text stops being JSON (each has its message, composer.json.expected.*). */
export const JSON_EXPECTATIONS = {
  string: 'a string in double quotes',
  stringEnd: 'the string to end on its line',
  closingQuote: 'a closing quote',
  colon: 'a colon after the key',
  commaOrBrace: 'a comma or a closing brace',
  commaOrBracket: 'a comma or a closing bracket',
  value: 'a value',
  textEnd: 'the end of the text',
} as const
export type JsonExpectation = keyof typeof JSON_EXPECTATIONS

export class JsonSyntaxError extends Error {
  constructor(
    readonly expected: JsonExpectation,
    readonly at: number,
    /** The text ended before it. */
    readonly end: boolean,
  ) {
    const what = JSON_EXPECTATIONS[expected]
    super(end ? `Unexpected end of the text: ${what}.` : `Expected ${what}.`)
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])

/** Every path of the text with its ranges, keyed by `JSON.stringify(path)`; throws JsonSyntaxError. */
export function locatePaths(text: string): Map<string, Located> {
  const found = new Map<string, Located>()
  let at = 0
  const space = () => {
    while (at < text.length && WHITESPACE.has(text[at]!)) at++
  }
  const fail = (expected: JsonExpectation): never => {
    throw new JsonSyntaxError(expected, at, at >= text.length)
  }
  const string = (): TextRange => {
    const from = at
    if (text[at] !== '"') fail('string')
    at++
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\n') fail('stringEnd')
      at += text[at] === '\\' ? 2 : 1
    }
    if (at >= text.length) fail('closingQuote')
    at++
    return { from, to: at }
  }
  const value = (path: PathSegment[], key?: TextRange): void => {
    space()
    const from = at
    const c = text[at]
    if (c === '{') {
      at++
      space()
      if (text[at] === '}') at++
      else
        for (;;) {
          space()
          const name = string()
          const member = JSON.parse(text.slice(name.from, name.to)) as string
          space()
          if (text[at] !== ':') fail('colon')
          at++
          value([...path, member], name)
          space()
          if (text[at] === ',') at++
          else if (text[at] === '}') {
            at++
            break
          } else fail('commaOrBrace')
        }
    } else if (c === '[') {
      at++
      space()
      if (text[at] === ']') at++
      else
        for (let i = 0; ; i++) {
          value([...path, i])
          space()
          if (text[at] === ',') at++
          else if (text[at] === ']') {
            at++
            break
          } else fail('commaOrBracket')
        }
    } else if (c === '"') string()
    else {
      const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at))
      if (!literal) fail('value')
      at += literal![0].length
    }
    found.set(JSON.stringify(path), { key, value: { from, to: at } })
  }
  value([])
  space()
  if (at < text.length) fail('textEnd')
  return found
}

/**
 * The range to mark for a problem at `path`: the key of the member (so the mark sits at its line), the
 * value for an array item, or the nearest enclosing part that exists when the path names something
 * missing (`embeds[0].fields[0].name` absent → the field). Undefined when the text is not JSON.
 */
export function rangeOfPath(text: string, path: readonly PathSegment[]): TextRange | undefined {
  let found: Map<string, Located>
  try {
    found = locatePaths(text)
  } catch {
    return undefined
  }
  return rangeIn(found, path)
}

/** rangeOfPath over paths already located, for marking several problems of one text. */
export function rangeIn(found: Map<string, Located>, path: readonly PathSegment[]): TextRange | undefined {
  for (let length = path.length; length >= 0; length--) {
    const hit = found.get(JSON.stringify(path.slice(0, length)))
    if (hit) return hit.key ?? (length === 0 ? { from: hit.value.from, to: hit.value.from + 1 } : hit.value)
  }
  return undefined
}
