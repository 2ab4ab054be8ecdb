import { describe, expect, it } from 'vitest'
import { JsonSyntaxError, locatePaths, rangeOfPath } from '@renderer/features/composer/json/jsonPath'

const TEXT = `{
  "content": "hi \\"there\\"",
  "embeds": [
    { "title": "T", "fields": [{ "name": "a", "value": "b" }] },
    { "description": "D" }
  ],
  "flags": 4096
}`

const at = (range: { from: number; to: number } | undefined) => range && TEXT.slice(range.from, range.to)

describe('rangeOfPath', () => {
  it('finds the key of a member, however deep', () => {
    expect(at(rangeOfPath(TEXT, ['content']))).toBe('"content"')
    expect(at(rangeOfPath(TEXT, ['embeds', 0, 'title']))).toBe('"title"')
    expect(at(rangeOfPath(TEXT, ['embeds', 0, 'fields', 0, 'value']))).toBe('"value"')
    expect(at(rangeOfPath(TEXT, ['flags']))).toBe('"flags"')
  })

  it('gives an array item its value', () => {
    expect(at(rangeOfPath(TEXT, ['embeds', 1]))).toBe('{ "description": "D" }')
  })

  it('falls back to the nearest part that exists for a missing path', () => {
    expect(at(rangeOfPath(TEXT, ['embeds', 1, 'title']))).toBe('{ "description": "D" }')
    expect(at(rangeOfPath(TEXT, ['embeds', 0, 'fields', 3, 'name']))).toBe('"fields"')
    expect(at(rangeOfPath(TEXT, ['username']))).toBe('{')
  })

  it('is undefined for text that is not JSON', () => {
    expect(rangeOfPath('{"a": }', ['a'])).toBeUndefined()
  })
})

describe('locatePaths', () => {
  it('says where the text stops being JSON', () => {
    const cases: [string, number][] = [
      ['{"a": }', 6],
      ['{"a": 1,}', 8],
      ['{"a": "x', 8],
      ['{"a": 1} x', 9],
      ['', 0],
    ]
    for (const [text, position] of cases) {
      try {
        locatePaths(text)
        expect.unreachable(text)
      } catch (error) {
        expect(error).toBeInstanceOf(JsonSyntaxError)
        expect((error as JsonSyntaxError).at).toBe(position)
      }
    }
  })

  it('agrees with JSON.parse on what is JSON', () => {
    const good = ['{}', '[]', '{"a":[1,-2.5e3,true,false,null,"\\u00e9"]}', ' { "a" : { } } ']
    for (const text of good) {
      expect(() => JSON.parse(text)).not.toThrow()
      expect(() => locatePaths(text)).not.toThrow()
    }
  })
})
