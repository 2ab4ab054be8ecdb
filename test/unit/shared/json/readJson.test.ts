import { describe, expect, it } from 'vitest'
import { JSON_TEXTS, readJson, readJsonInSlices } from '@shared/json/readJson'
import type { JsonRead } from '@shared/json/readJson'
import { scanJson } from '@shared/json/scanJson'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../support/english'

const limits = { maxDepth: 64, maxValues: 1000 }
const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
const sliced = (text: string, extra: { maxElements?: Record<string, number> } = {}) =>
  readJsonInSlices(text, { ...limits, pause, what: JSON_TEXTS.file, ...extra })

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
      expect(readJson(text, limits, JSON_TEXTS.file)).toEqual({ ok: true, value: expected })
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
      expect(readJson(text, limits, JSON_TEXTS.file).ok, text).toBe(false)
    }
  })

  it('names nesting deeper than the limit and too many values before parsing anything', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    expect(scanJson(deep, limits)).toEqual({ ok: false, problem: 'tooDeep' })
    expect(await sliced(`{"a":${deep}}`)).toMatchObject({
      ok: false,
      message: 'The file is nested more than 64 levels deep, deeper than anything Herald reads.',
    })
    expect(readJson('['.repeat(64) + ']'.repeat(64), limits, JSON_TEXTS.this).ok).toBe(true)
    const many = `[${'{},'.repeat(2000)}{}]`
    expect(readJson(many, limits, JSON_TEXTS.requestBody)).toMatchObject({
      ok: false,
      problem: 'tooManyValues',
      message: 'The request body holds more than 1,000 values, more than Herald reads at once.',
    })
    expect(scanJson(`[${'12345,'.repeat(999)}1]`, { maxDepth: 2, maxValues: 1001 }).ok).toBe(true)
  })

  it('caps the entries of named array members before parsing them', async () => {
    const text = `{"drafts":[${'1,'.repeat(20)}1],"other":[${'1,'.repeat(20)}1]}`
    expect(await sliced(text, { maxElements: { drafts: 21, other: 5 } })).toMatchObject({
      ok: false,
      message: 'The file holds 21 entries under "other"; Herald reads at most 5.',
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
      what: JSON_TEXTS.this,
      pause: async () => {
        pauses++
      },
    })
    expect(read.ok).toBe(true)
    expect(pauses).toBeGreaterThanOrEqual(3)
  })
})

/** A refusal as the page or a German terminal says it. */
function german(read: JsonRead): string {
  if (read.ok) throw new Error('read')
  return saidText(translatorFor('de'), read)
}

describe('bounded JSON reading: its refusals in the reader’s language', () => {
  it('says each refusal in German, naming the text in German too', async () => {
    const deep = '['.repeat(100) + ']'.repeat(100)
    expect(german(readJson(deep, limits, JSON_TEXTS.requestBody))).toBe(
      'Der Anfragetext ist mehr als 64 Ebenen tief verschachtelt, tiefer als alles, was Herald liest.',
    )
    const many = `[${'1,'.repeat(2000)}1]`
    expect(german(readJson(many, { maxDepth: 64, maxValues: 1500 }, JSON_TEXTS.file))).toBe(
      'Die Datei enthält mehr als 1.500 Werte, mehr als Herald auf einmal liest.',
    )
    expect(german(await sliced('{"drafts":[1,2,3]}', { maxElements: { drafts: 2 } }))).toBe(
      'Die Datei enthält 3 Einträge unter „drafts“; Herald liest höchstens 2.',
    )
  })

  it('keeps JSON.parse’s own reason as it is, inside the translated sentence', () => {
    const read = readJson('{"a":', limits, JSON_TEXTS.requestBody)
    expect(read).toMatchObject({ ok: false, problem: 'malformed' })
    const reason = !read.ok && read.reason
    expect(reason).toBeTruthy()
    expect(german(read)).toBe(`Der Anfragetext ist kein gültiges JSON (${String(reason)}).`)
    expect(!read.ok && read.message).toBe(`The request body is not valid JSON (${String(reason)}).`)
  })

  it('counts the entries over a cap with Russian plural forms and English separators', async () => {
    const text = `{"history":[${'1,'.repeat(1021)}1]}`
    const read = await readJsonInSlices(text, {
      maxDepth: 64,
      maxValues: 10_000,
      maxElements: { history: 1000 },
      pause,
      what: JSON_TEXTS.file,
    })
    expect(!read.ok && read.message).toBe(
      'The file holds 1,022 entries under "history"; Herald reads at most 1,000.',
    )
    expect(!read.ok && saidText(translatorFor('en'), read)).toBe(!read.ok && read.message)
    expect(!read.ok && saidText(translatorFor('ru'), read)).toBe(
      'Файл: 1\u00a0022 записи в «history»; Herald читает не больше 1\u00a0000.',
    )
  })
})
