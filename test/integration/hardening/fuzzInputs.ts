import fc from 'fast-check'
import { z } from 'zod'
import { methods } from '@shared/rpc/contract'
import { adversarialMarkdown, textLimits } from '../../support/adversarialMarkdown'
import { importBombs } from '../../support/importBombs'

/** Every method of the contract, in a stable order. */
export const methodNames = Object.keys(methods).sort()

type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  $ref?: string
  $defs?: Record<string, JsonSchema>
}

/** Keys an attacker would try against a JS object merge. */
const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

/** Markdown that froze or overflowed the preview's parser, at a text's maximum length (issue 24). */
const markdownBomb = fc
  .tuple(fc.constantFrom(...Object.values(adversarialMarkdown)), fc.constantFrom(...textLimits))
  .map(([make, limit]) => make(limit.length))

/**
 * Text that has broken parsers before: lone surrogates, NUL, RTL override, terminal escapes, huge runs,
 * adversarial markdown.
 */
const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('\ud800', 'a\udfffb', '\u0000', '\u202e', '\u001b[31m', '%00', '../../x', ''),
  },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 100_000 }).map((n) => 'x'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'https://discord.com/api/webhooks/1/x',
      'javascript:alert(1)',
      'file:///etc/passwd',
    ),
  },
  { weight: 1, arbitrary: markdownBomb },
)

/** Any JSON value, with nasty strings and pollution keys mixed in. */
const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    ),
    nastyString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...pollutionKeys)), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value

/**
 * Nesting far deeper than any real message (recursive validators must not blow the stack). Deeper still
 * goes as raw HTTP bodies (rpcFuzz.test.ts): a structured clone of thousands of levels fails in the page.
 */
const deep = fc.integer({ min: 100, max: 1000 }).map((depth) => {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { embeds: value }
  return value
})

/** A value shaped like the JSON Schema (zod's own export of the method's input), with random leaves. */
function fromSchema(schema: JsonSchema, defs: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null)
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')]
    return target ? fromSchema(target, defs, depth + 1) : jsonish
  }
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.oneOf ?? schema.anyOf
  if (union) return fc.oneof(...union.map((s) => fromSchema(s, defs, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {}
      const shape = Object.fromEntries(
        Object.entries(props).map(([key, s]) => [key, fromSchema(s, defs, depth + 1)]),
      )
      return fc.record(shape, { requiredKeys: schema.required ?? [] })
    }
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, defs, depth + 1) : jsonish, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) })
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return jsonish
  }
}

const shaped = new Map(
  methodNames.map((name) => {
    const spec = methods[name as keyof typeof methods]
    const json = z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    return [name, fromSchema(json, json.$defs ?? {})] as const
  }),
)

/** Adds a field the schema does not know, or a pollution key, to a valid-shaped object. */
function withExtra(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fc.constant(value)
  return fc
    .tuple(fc.constantFrom('extra', ...pollutionKeys), jsonish)
    .map(([key, extra]) => JSON.parse(JSON.stringify({ ...value, [key]: extra })) as unknown)
}

/** The methods that read imported or restored text, and the bombs sent to them. */
const TEXT_READERS = new Set(['drafts.import', 'backup.inspect', 'backup.restore'])
const bomb = fc.constantFrom(...Object.values(importBombs)).map((text) => ({ text, choices: {} }))

/** One method's input: valid-shaped, valid-shaped with extras, or anything at all (or a bomb). */
export function inputFor(method: string): fc.Arbitrary<unknown> {
  const valid = shaped.get(method) ?? jsonish
  if (TEXT_READERS.has(method))
    return fc.oneof({ weight: 1, arbitrary: bomb }, { weight: 4, arbitrary: anyInput(valid) })
  return anyInput(valid)
}

function anyInput(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: valid.chain(withExtra) },
    { weight: 3, arbitrary: jsonish },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')) },
  )
}

/** Mostly the contract's names, sometimes a name no method has. */
export const methodName = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...methodNames) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'drafts.list.x', '../vault'),
    ),
  },
)

/** A call: a method name and an input for it. */
export const call = methodName.chain((method) => inputFor(method).map((input) => ({ method, input })))

/** Draws `n` values deterministically from the seed. */
export function draw<T>(arbitrary: fc.Arbitrary<T>, n: number, seed: number): T[] {
  return fc.sample(arbitrary, { numRuns: n, seed })
}
