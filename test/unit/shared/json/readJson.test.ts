import { describe, expect, it } from 'vitest'
import { readJson, readJsonInSlices } from '@shared/json/readJson'
import { scanJson } from '@shared/json/scanJson'

const limits = { maxDepth: 64, maxValues: 1000 }
const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
const sliced = (text: string, extra: { maxElements?: Record<string, number> } = {}) =>
  readJsonInSlices(text, { ...limits, pause, what: 'The text', ...extra })

const same = [
  '{}',
  '[]',
  '{"a":1}',
  ' { "a" : [ 1 , {"b":[2,3]} , "x]" ] , "c" : "d\\"}" , "e": [] } ',
  '{"a":[],"b":[ ],"c":{}}',
  '{"k":"\\\\","l":["\\\\\\"",null,true,false,-1.5e3]}',
  '"just a string"',
  '42',
  '[1,[2,[3]]]',
  '{"a":1,"a":[2]}',
  '{"__proto__":{"polluted":true},"z":[{"__proto__":1}]}',
]
const malformed = [
  '',
  '{',
  '{"a":1,}',
  '{"a":[1,]}',
  '{"a":[1] 2}',
  '{"a" [1]}',
  '{,}',
  '[1,]',
  '{"a":1}x',
  '{"a":1}{}',
  '{"a":"unclosed}',
  ']',
  '{"a":[1,,2]}',
]

describe('bounded JSON reading', () => {
  it('reads what JSON.parse reads, piece by piece, prototype keys included as own members', async () => {
    for (const text of same) {
      const expected: unknown = JSON.parse(text)
      expect(readJson(text, limits, 'The text')).toEqual({ ok: true, value: expected })
      const read = await sliced(text)
      expect(read, text).toEqual({ ok: true, value: expected })
    }
    const read = await sliced('{"__proto__":{"polluted":true}}')
    expect(read.ok && Object.getPrototypeOf(read.value)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses what JSON.parse refuses', async () => {
    for (const text of malformed) {
      expect(() => JSON.parse(text), text).toThrow()
      expect((await sliced(text)).ok, text).toBe(false)
      expect(readJson(text, limits, 'The text').ok, text).toBe(false)
    }
  })

  it('names nesting deeper than the limit and too many values before parsing anything', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    expect(scanJson(deep, limits)).toEqual({ ok: false, problem: 'tooDeep' })
    expect(await sliced(`{"a":${deep}}`)).toMatchObject({
      ok: false,
      message: 'The text is nested more than 64 levels deep, deeper than anything Herald reads.',
    })
    expect(readJson('['.repeat(64) + ']'.repeat(64), limits, 'x').ok).toBe(true)
    const many = `[${'{},'.repeat(2000)}{}]`
    expect(readJson(many, limits, 'The body')).toMatchObject({
      ok: false,
      problem: 'tooManyValues',
      message: 'The body holds more than 1,000 values, more than Herald reads at once.',
    })
    expect(scanJson(`[${'12345,'.repeat(999)}1]`, { maxDepth: 2, maxValues: 1001 }).ok).toBe(true)
  })

  it('caps the entries of named array members before parsing them', async () => {
    const text = `{"drafts":[${'1,'.repeat(20)}1],"other":[${'1,'.repeat(20)}1]}`
    expect(await sliced(text, { maxElements: { drafts: 21, other: 5 } })).toMatchObject({
      ok: false,
      message: 'The text holds 21 entries under "other"; Herald reads at most 5.',
    })
  })

  it('pauses between slices of a large text', async () => {
    let pauses = 0
    const text = JSON.stringify({
      a: 'x'.repeat(3 << 20),
      b: Array.from({ length: 3 }, () => 'y'.repeat(1 << 20)),
    })
    const read = await readJsonInSlices(text, {
      ...limits,
      what: 'x',
      pause: async () => {
        pauses++
      },
    })
    expect(read.ok).toBe(true)
    expect(pauses).toBeGreaterThanOrEqual(3)
  })
})
