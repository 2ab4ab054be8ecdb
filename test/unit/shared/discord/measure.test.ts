import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { measure, MessageFlags } from '@shared/discord'

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
