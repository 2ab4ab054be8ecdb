import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { measure, MessageFlags } from '@shared/discord'
import { findProblems } from '@shared/discord/measure'

describe('measure', () => {
  it('counts content in code points, so an emoji is one character', () => {
    const m = measure({ content: '😀'.repeat(10) + 'abc' })
    expect(m.content).toEqual({ used: 13, limit: 2000, remaining: 1987 })
  })

  it('shows each field, each embed total and the total across embeds with what remains', () => {
    const m = measure({
      embeds: [
        { title: '  Title  ', description: 'abcd', fields: [{ name: 'n', value: 'vv' }] },
        { author: { name: 'Ann' }, footer: { text: 'foot' } },
      ],
    })
    expect(m.embeds.count).toEqual({ used: 2, limit: 10, remaining: 8 })
    expect(m.embeds.items[0]!.title.used).toBe(5) // trimmed, as Discord measures
    expect(m.embeds.items[0]!.fields[0]).toEqual({
      name: { used: 1, limit: 256, remaining: 255 },
      value: { used: 2, limit: 1024, remaining: 1022 },
    })
    expect(m.embeds.items[0]!.total).toBe(12)
    expect(m.embeds.items[1]!.total).toBe(7)
    expect(m.embeds.total).toEqual({ used: 19, limit: 6000, remaining: 5981 })
    expect(m.problems).toEqual([])
  })

  it('counts every V2 component, nested ones too, and the text across text displays', () => {
    const m = measure({
      flags: MessageFlags.IS_COMPONENTS_V2,
      components: [
        {
          type: 17,
          components: [
            { type: 10, content: 'hello' },
            {
              type: 9,
              components: [{ type: 10, content: 'side' }],
              accessory: { type: 11, media: { url: 'attachment://a.png' } },
            },
          ],
        },
      ],
    })
    expect(m.components.v2).toBe(true)
    expect(m.components.count.used).toBe(5)
    expect(m.components.textDisplayTotal).toEqual({ used: 9, limit: 4000, remaining: 3991 })
    expect(m.components.textDisplays.map((t) => t.pathText)).toEqual([
      'components[0].components[0]',
      'components[0].components[1].components[0]',
    ])
    expect(m.problems).toEqual([])
  })

  it('reports an over-long field with its path and a sentence', () => {
    const m = measure({
      embeds: [
        {
          fields: [
            { name: 'a', value: 'b' },
            { name: 'a', value: 'x'.repeat(1025) },
          ],
        },
      ],
    })
    expect(m.problems).toEqual([
      {
        path: ['embeds', 0, 'fields', 1, 'value'],
        pathText: 'embeds[0].fields[1].value',
        code: 'too_long',
        message: 'The field value is 1025 characters long; Discord allows at most 1024.',
        phrase: {
          id: 'problem.text.tooLong',
          values: { used: '1025', max: '1024' },
          parts: { label: { id: 'problem.label.fieldValue' } },
        },
      },
    ])
  })

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const m = measure(value)
        expect(Array.isArray(m.problems)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('measure: each embed parsed on its own (issue 23)', () => {
  const text = fc.oneof(fc.string({ maxLength: 8 }), fc.constant('x'.repeat(300)), fc.constant(''))
  const anything = fc.oneof(text, fc.integer(), fc.constant(null), fc.constant(true))
  const embed = fc.oneof(
    fc.record(
      {
        title: anything,
        description: text,
        url: fc.oneof(fc.constant('https://example.com/a'), fc.constant('not a url'), fc.integer()),
        color: fc.oneof(fc.integer({ min: -5, max: 0xffffff + 5 }), text),
        timestamp: fc.oneof(fc.constant('2026-01-01T00:00:00.000Z'), text),
        image: fc.oneof(fc.record({ url: text }), anything),
        author: fc.oneof(fc.record({ name: anything, url: anything }, { requiredKeys: [] }), anything),
        fields: fc.oneof(
          fc.array(fc.record({ name: anything, value: anything, inline: anything }, { requiredKeys: [] }), {
            maxLength: 4,
          }),
          anything,
        ),
        footer: fc.oneof(fc.record({ text: anything }), anything),
      },
      { requiredKeys: [] },
    ),
    anything,
  )
  const message = fc.record(
    {
      content: anything,
      username: fc.oneof(text, fc.constant('clyde'), fc.constant('discord hook')),
      avatar_url: anything,
      tts: anything,
      embeds: fc.array(embed, { minLength: 1, maxLength: 11 }),
      allowed_mentions: fc.oneof(fc.record({ parse: fc.array(text, { maxLength: 2 }) }), anything),
      components: fc.oneof(
        fc.array(fc.record({ type: fc.integer({ min: 0, max: 20 }) }), { maxLength: 2 }),
        anything,
      ),
      attachments: fc.oneof(fc.array(fc.record({ id: anything }), { maxLength: 2 }), anything),
      flags: fc.oneof(fc.constant(0), fc.constant(4), fc.constant(32768), fc.double(), text),
      thread_name: anything,
      poll: anything,
      unknown_key: anything,
    },
    { requiredKeys: ['embeds'] },
  )

  it('finds the same problems, in the same order, as one parse of the whole message', () => {
    fc.assert(
      fc.property(message, fc.constantFrom('execute' as const, 'edit' as const), (m, kind) => {
        expect(measure(m, { kind }).problems).toEqual(findProblems(m, { kind }))
      }),
      { numRuns: 400 },
    )
  })

  it('reuses an unchanged embed’s problems, and sees a changed one afresh', () => {
    const broken = { title: 'x'.repeat(300) }
    const fine = { title: 'ok' }
    const first = measure({ embeds: [broken, fine] }).problems.map((p) => p.pathText)
    expect(first).toEqual(['embeds[0].title'])
    const again = measure({ embeds: [fine, broken] }).problems.map((p) => p.pathText)
    expect(again).toEqual(['embeds[1].title'])
    const edited = measure({ embeds: [{ ...broken, title: 'short' }, fine] }).problems
    expect(edited).toEqual([])
  })
})
