import { describe, expect, it } from 'vitest'
import { phraseText } from '@shared/i18n'
import { customPlaceholders, fillMessages, fillText, findPlaceholders, isoDate } from '@shared/templates'
import { englishTranslator } from '../../../support/english'
import { translatorFor } from '../../renderer/features/composer/translators'

const clock = { now: new Date(2026, 10, 23, 9, 5), locale: 'en-US' }
const msg = (data: Record<string, unknown>) => ({ id: 'm', data, files: [] })

describe('findPlaceholders', () => {
  it('finds names in every string of every message, once each, lowercased, in order', () => {
    const names = findPlaceholders([
      msg({
        content: 'Release {{ Version }} on {{date}}',
        username: '{{bot_name}}',
        thread_name: '{{version}} notes',
        embeds: [{ title: '{{title}}', fields: [{ name: 'a', value: '{{ field_1 }}' }] }],
        components: [{ type: 10, content: '{{time}}' }],
      }),
      msg({ content: '{{second}}' }),
    ])
    expect(names).toEqual(['version', 'date', 'bot_name', 'title', 'field_1', 'time', 'second'])
    expect(customPlaceholders(names)).toEqual(['version', 'bot_name', 'title', 'field_1', 'second'])
  })

  it('ignores escaped, malformed and unknown-format braces', () => {
    expect(findPlaceholders([msg({ content: '\\{{x}} {{1a}} {{a-b}} {{}} {x} {{v:iso}} {{ok}}' })])).toEqual([
      'ok',
    ])
  })

  it('counts {{date:iso}} as the date', () => {
    expect(findPlaceholders([msg({ content: '{{date:ISO}}' })])).toEqual(['date'])
  })
})

describe('fillText', () => {
  it('fills built-ins from the clock and custom names from values; escapes stay literal', () => {
    const values = { version: '1.2', date: 'November 23, 2026', time: '9:05 AM' }
    expect(fillText('v{{ VERSION }} {{date}} {{date:iso}} {{time}} \\{{version}}', values, clock)).toBe(
      'v1.2 November 23, 2026 2026-11-23 9:05 AM {{version}}',
    )
  })

  it('does not fill placeholders that a value itself contains', () => {
    expect(fillText('{{a}}', { a: '{{b}}', b: 'x' }, clock)).toBe('{{b}}')
  })

  it('writes the local day as YYYY-MM-DD', () => {
    expect(isoDate({ now: new Date(2026, 0, 5, 23, 59) })).toBe('2026-01-05')
  })
})

describe('fillMessages', () => {
  it('fills every message and prefills date and time', () => {
    const result = fillMessages(
      [msg({ content: '{{version}} on {{date}} at {{time}}', embeds: [{ title: 'T {{version}}' }] })],
      { Version: '2.0' },
      clock,
    )
    expect(result).toMatchObject({
      ok: true,
      messages: [{ data: { content: '2.0 on November 23, 2026 at 9:05 AM', embeds: [{ title: 'T 2.0' }] } }],
    })
  })

  it('lists every missing name, blank values included, and fills nothing', () => {
    const result = fillMessages(
      [msg({ content: '{{a}} {{b}} {{date}}' }), msg({ content: '{{c}}' })],
      { b: '  ' },
      clock,
    )
    expect(result).toEqual({ ok: false, missing: ['a', 'b', 'c'], problems: [] })
  })

  it('lets the user override the date but keeps {{date:iso}} from the clock', () => {
    const result = fillMessages([msg({ content: '{{date}} / {{date:iso}}' })], { date: 'tomorrow' }, clock)
    expect(result).toMatchObject({ ok: true, messages: [{ data: { content: 'tomorrow / 2026-11-23' } }] })
  })

  it('reports a value that pushes a text over its limit, with the message path', () => {
    const result = fillMessages(
      [msg({ content: 'ok' }), msg({ embeds: [{ title: '{{t}}' }] })],
      { t: 'x'.repeat(300) },
      clock,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => p.pathText)).toEqual(['messages[1].embeds[0].title'])
    expect(result.problems[0]?.messageIndex).toBe(1)
    // Issue 25: said in the reader's language from its phrase; the English stays.
    const problem = result.problems[0]!
    expect(phraseText(translatorFor('de'), problem.phrase, '')).toBe(
      'Der Embed-Titel ist 300 Zeichen lang; Discord erlaubt höchstens 256.',
    )
    expect(phraseText(englishTranslator(), problem.phrase, '')).toBe(problem.message)
  })

  it('passes non-string values through untouched', () => {
    const result = fillMessages([msg({ content: '{{a}}', flags: 4, tts: false })], { a: 'x' }, clock)
    expect(result).toMatchObject({ ok: true, messages: [{ data: { content: 'x', flags: 4, tts: false } }] })
  })
})
