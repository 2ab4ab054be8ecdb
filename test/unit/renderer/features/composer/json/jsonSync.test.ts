import { describe, expect, it } from 'vitest'
import {
  analyseJson,
  formatBody,
  markText,
  shouldReplaceText,
} from '@renderer/features/composer/json/jsonSync'
import { translatorFor } from '../translators'

const OPTIONS = { kind: 'execute' as const, fileCount: 0 }

describe('analyseJson', () => {
  it('takes a good body', () => {
    const current = { content: 'a' }
    const result = analyseJson(formatBody({ content: 'b', embeds: [{ title: 'T' }] }), current, OPTIONS)
    expect(result).toMatchObject({
      kind: 'valid',
      data: { content: 'b', embeds: [{ title: 'T' }] },
      marks: [],
    })
  })

  it('marks a syntax error at its line and keeps nothing', () => {
    const result = analyseJson('{\n  "content": "a",\n}', { content: 'a' }, OPTIONS)
    expect(result.kind).toBe('invalid')
    expect(result.marks).toHaveLength(1)
    expect(result.marks[0]).toMatchObject({ line: 3, message: expect.stringMatching(/^Not JSON/) })
  })

  it('refuses JSON that is not an object', () => {
    expect(analyseJson('[1]', {}, OPTIONS)).toMatchObject({ kind: 'invalid', marks: [{ line: 1 }] })
  })

  it('holds an edit that brings in a problem, marking it at its key with the schema message', () => {
    const text = formatBody({ content: 'a', embeds: [{ title: 'x'.repeat(257) }] })
    const result = analyseJson(text, { content: 'a' }, OPTIONS)
    expect(result.kind).toBe('held')
    expect(result.marks).toHaveLength(1)
    const [mark] = result.marks
    expect(text.slice(mark!.from, mark!.to)).toBe('"title"')
    expect(mark!.line).toBe(5)
    expect(mark!.message).toMatch(/256/)
  })

  // Issue 25: every mark is said in the page's language, a problem of the body's fields included.
  it('says each mark in German: a syntax error, a non-object and a field problem', () => {
    const de = translatorFor('de')
    const syntax = analyseJson('{\n  "content": "a",\n}', {}, OPTIONS).marks[0]!
    const notObject = analyseJson('[1]', {}, OPTIONS).marks[0]!
    const field = analyseJson(formatBody({ content: 'a', embeds: [{ title: 'x'.repeat(257) }] }), {}, OPTIONS)
      .marks[0]!
    for (const mark of [syntax, notObject, field]) expect(markText(de, mark)).not.toBe(mark.message)
    expect(markText(de, field)).toBe('Der Embed-Titel ist 257 Zeichen lang; Discord erlaubt höchstens 256.')
  })

  it('does not hold an edit back for a problem the body already had', () => {
    const current = { content: 'a', embeds: [{ title: 'x'.repeat(257) }] }
    const next = { ...current, content: 'b' }
    expect(analyseJson(formatBody(next), current, OPTIONS)).toMatchObject({ kind: 'valid', data: next })
  })
})

describe('shouldReplaceText', () => {
  const shown = { content: 'a' }
  it('leaves the text alone for the body it showed or gave', () => {
    expect(shouldReplaceText('{"content": "a"', shown, shown)).toBe(false)
  })

  it('replaces it for another body from outside', () => {
    expect(shouldReplaceText(formatBody(shown), shown, { content: 'b' })).toBe(true)
  })

  it('leaves it when it already says the same, whatever the key order or spacing', () => {
    const data = { content: 'b', tts: true }
    expect(shouldReplaceText('{"tts":true,"content":"b"}', shown, data)).toBe(false)
  })

  it('never throws away text that is not JSON yet', () => {
    expect(shouldReplaceText('{"content": "half', shown, { content: 'b' })).toBe(false)
  })
})
