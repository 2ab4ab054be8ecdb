import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  LIMITS,
  MessageFlags,
  measure,
  messageSchema,
  metadataRecordSchema,
  metadataRecordsSchema,
  roleConnectionSchema,
  webhookCreateSchema,
} from '@shared/discord'
import { embedsWithTotal, exactKey, exactText, textOf } from './arbitraries'

// Every limit: the schemas accept a payload at the limit and reject it one past, counting code points.
const runs = { numRuns: 40 }
function accepts(value: unknown): void {
  expect(messageSchema.safeParse(value).success).toBe(true)
}
function rejects(value: unknown): void {
  expect(messageSchema.safeParse(value).success).toBe(false)
}

describe('message content', () => {
  it('accepts 2000 code points and rejects 2001, astral characters included', () => {
    fc.assert(
      fc.property(exactText(2000), (content) => accepts({ content })),
      runs,
    )
    fc.assert(
      fc.property(exactText(2001), (content) => rejects({ content })),
      runs,
    )
  })

  it('counts an emoji as one character: 2000 emoji (4000 UTF-16 units) fit', () => {
    accepts({ content: '😀'.repeat(2000) })
    rejects({ content: '😀'.repeat(2001) })
  })
})

describe.each([
  ['title', LIMITS.EMBED_TITLE_MAX, (t: string) => ({ title: t })],
  ['description', LIMITS.EMBED_DESCRIPTION_MAX, (t: string) => ({ description: t })],
  ['author name', LIMITS.EMBED_AUTHOR_NAME_MAX, (t: string) => ({ author: { name: t } })],
  ['footer text', LIMITS.EMBED_FOOTER_TEXT_MAX, (t: string) => ({ footer: { text: t } })],
  ['field name', LIMITS.EMBED_FIELD_NAME_MAX, (t: string) => ({ fields: [{ name: t, value: 'v' }] })],
  ['field value', LIMITS.EMBED_FIELD_VALUE_MAX, (t: string) => ({ fields: [{ name: 'n', value: t }] })],
])('embed %s', (_name, limit, build) => {
  it(`accepts ${limit} code points and rejects ${limit + 1}`, () => {
    fc.assert(
      fc.property(exactText(limit), (t) => accepts({ embeds: [build(t)] })),
      runs,
    )
    fc.assert(
      fc.property(exactText(limit + 1), (t) => rejects({ embeds: [build(t)] })),
      runs,
    )
  })

  it('measures after trimming, as Discord does', () => {
    accepts({ embeds: [build(`  \n${textOf(limit)}\t `)] })
  })
})

describe('6000 total across embeds', () => {
  it('accepts exactly 6000 spread over embeds and fields, and rejects 6001', () => {
    fc.assert(
      fc.property(embedsWithTotal(6000), (embeds) => {
        expect(measure({ embeds }).embeds.total.used).toBe(6000)
        accepts({ embeds })
      }),
      runs,
    )
    fc.assert(
      fc.property(embedsWithTotal(6001), (embeds) => {
        rejects({ embeds })
        expect(measure({ embeds }).problems.map((p) => p.code)).toEqual(['embeds_total_too_long'])
      }),
      runs,
    )
  })
})

describe('counts', () => {
  const field = { name: 'n', value: 'v' }
  it('accepts 25 fields and rejects 26', () => {
    accepts({ embeds: [{ fields: Array(25).fill(field) }] })
    rejects({ embeds: [{ fields: Array(26).fill(field) }] })
  })

  it('accepts 10 embeds and rejects 11', () => {
    accepts({ embeds: Array(10).fill({ title: 't' }) })
    rejects({ embeds: Array(11).fill({ title: 't' }) })
  })

  it('accepts 10 attachments and rejects 11', () => {
    const attachments = (n: number) => Array.from({ length: n }, (_, id) => ({ id, filename: `${id}.png` }))
    accepts({ attachments: attachments(10) })
    rejects({ attachments: attachments(11) })
  })

  it('accepts 40 Components V2 components, nested ones counted, and rejects 41', () => {
    const v2 = (n: number) => ({
      flags: MessageFlags.IS_COMPONENTS_V2,
      components: [{ type: 17, components: Array.from({ length: n - 1 }, () => ({ type: 14 })) }],
    })
    accepts(v2(40))
    rejects(v2(41))
    expect(measure(v2(41)).problems.map((p) => p.code)).toEqual(['components_too_many'])
  })

  it('accepts 4000 characters across text displays and rejects 4001', () => {
    const v2 = (a: number, b: number) => ({
      flags: MessageFlags.IS_COMPONENTS_V2,
      components: [
        { type: 10, content: textOf(a) },
        { type: 10, content: textOf(b) },
      ],
    })
    accepts(v2(2000, 2000))
    rejects(v2(2000, 2001))
  })
})

describe('names', () => {
  it('accepts a username and webhook name of 80 code points and rejects 81', () => {
    fc.assert(
      fc.property(exactText(80), (name) => {
        fc.pre(!/clyde|discord|everyone|here/i.test(name))
        accepts({ content: 'x', username: name })
        expect(webhookCreateSchema.safeParse({ name }).success).toBe(true)
      }),
      runs,
    )
    rejects({ content: 'x', username: textOf(81) })
    expect(webhookCreateSchema.safeParse({ name: textOf(81) }).success).toBe(false)
  })

  it('accepts a thread name of 100 code points and rejects 101', () => {
    accepts({ content: 'x', thread_name: textOf(100) })
    rejects({ content: 'x', thread_name: textOf(101) })
  })
})

describe('linked roles metadata', () => {
  const record = (over: Record<string, unknown> = {}) => ({
    type: 1,
    key: 'level',
    name: 'Level',
    description: 'Player level',
    ...over,
  })
  const ok = (value: unknown) => metadataRecordSchema.safeParse(value).success

  it.each([
    ['key', LIMITS.METADATA_KEY_MAX, exactKey],
    ['name', LIMITS.METADATA_NAME_MAX, exactText],
    ['description', LIMITS.METADATA_DESCRIPTION_MAX, exactText],
  ] as const)('accepts a %s of %i characters and rejects one more', (field, limit, text) => {
    fc.assert(
      fc.property(text(limit), (v) => {
        expect(ok(record({ [field]: v }))).toBe(true)
      }),
      runs,
    )
    fc.assert(
      fc.property(text(limit + 1), (v) => {
        expect(ok(record({ [field]: v }))).toBe(false)
      }),
      runs,
    )
    expect(ok(record({ [field]: '' }))).toBe(false)
  })

  it('accepts types 1 to 8 only', () => {
    for (let type = 1; type <= 8; type++) expect(ok(record({ type }))).toBe(true)
    expect(ok(record({ type: 0 }))).toBe(false)
    expect(ok(record({ type: 9 }))).toBe(false)
  })

  it('rejects keys with characters other than a-z, 0-9 and _', () => {
    for (const key of ['Level', 'my-key', 'clé', 'a b']) expect(ok(record({ key }))).toBe(false)
  })

  it('accepts 5 records with unique keys and rejects 6, or a repeated key', () => {
    const records = (n: number) => Array.from({ length: n }, (_, i) => record({ key: `k${i}` }))
    expect(metadataRecordsSchema.safeParse(records(5)).success).toBe(true)
    expect(metadataRecordsSchema.safeParse(records(6)).success).toBe(false)
    const repeated = metadataRecordsSchema.safeParse([record(), record()])
    expect(repeated.success).toBe(false)
    expect(repeated.error?.issues[0]?.path).toEqual([1, 'key'])
  })
})

describe('user role connection', () => {
  const ok = (value: unknown) => roleConnectionSchema.safeParse(value).success

  it.each([
    ['platform_name', LIMITS.PLATFORM_NAME_MAX],
    ['platform_username', LIMITS.PLATFORM_USERNAME_MAX],
  ])('accepts a %s of its limit and rejects one more', (field, limit) => {
    fc.assert(
      fc.property(exactText(limit), (v) => {
        expect(ok({ [field]: v })).toBe(true)
      }),
      runs,
    )
    fc.assert(
      fc.property(exactText(limit + 1), (v) => {
        expect(ok({ [field]: v })).toBe(false)
      }),
      runs,
    )
  })

  it('accepts metadata values of 100 characters and rejects 101; values are strings', () => {
    fc.assert(
      fc.property(exactText(100), (v) => {
        expect(ok({ metadata: { level: v } })).toBe(true)
      }),
      runs,
    )
    fc.assert(
      fc.property(exactText(101), (v) => {
        expect(ok({ metadata: { level: v } })).toBe(false)
      }),
      runs,
    )
    expect(ok({ metadata: { level: 5 } })).toBe(false)
    expect(ok({ metadata: { verified: '1', since: '2003-12-20' } })).toBe(true)
  })
})
