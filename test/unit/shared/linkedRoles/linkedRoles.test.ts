import { describe, expect, it } from 'vitest'
import { evaluateCriterion } from '@shared/linkedRoles/criterion'
import { diffRecords } from '@shared/linkedRoles/recordDiff'
import { RECORD_TYPES, recordKind } from '@shared/linkedRoles/recordTypes'
import { decodeValue, encodeValue } from '@shared/linkedRoles/valueEncoding'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 5, 15, 12)

describe('record types', () => {
  it('lists the eight comparison types, each with a sentence', () => {
    expect(RECORD_TYPES.map((t) => t.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    for (const t of RECORD_TYPES) expect(t.sentence.length).toBeGreaterThan(20)
    expect([1, 5, 7].map(recordKind)).toEqual(['integer', 'datetime', 'boolean'])
  })
})

describe('encodeValue', () => {
  it('sends integers as decimal text and refuses anything else', () => {
    expect(encodeValue('integer', ' 42 ')).toEqual({ ok: true, value: '42' })
    expect(encodeValue('integer', '-3')).toEqual({ ok: true, value: '-3' })
    expect(encodeValue('integer', '4.5')).toMatchObject({ ok: false, message: /whole number/ })
    expect(encodeValue('integer', '')).toMatchObject({ ok: false, message: /Enter a value/ })
    expect(encodeValue('integer', '1'.repeat(101))).toMatchObject({ ok: false, message: /at most 100/ })
  })

  it('sends dates as ISO 8601 and booleans as "1"/"0" (never "true")', () => {
    expect(encodeValue('datetime', '2024-05-31')).toEqual({ ok: true, value: '2024-05-31T00:00:00.000Z' })
    expect(encodeValue('datetime', 'yesterday')).toMatchObject({ ok: false, message: /date/ })
    expect(encodeValue('boolean', true)).toEqual({ ok: true, value: '1' })
    expect(encodeValue('boolean', false)).toEqual({ ok: true, value: '0' })
  })

  it('reads stored values back into the controls', () => {
    expect(decodeValue('datetime', '2024-05-31T00:00:00.000Z')).toBe('2024-05-31')
    expect(decodeValue('boolean', '1')).toBe(true)
    expect(decodeValue('boolean', 'true')).toBe(false)
    expect(decodeValue('integer', undefined)).toBe('')
  })
})

describe('evaluateCriterion', () => {
  it('compares integers numerically, not as text', () => {
    expect(evaluateCriterion(2, '10', 9, NOW)).toEqual({
      passes: true,
      reason: 'The value is 10; the role needs at least 9.',
    })
    expect(evaluateCriterion(1, '10', 9, NOW).passes).toBe(false)
    expect(evaluateCriterion(3, '007', 7, NOW).passes).toBe(true)
    expect(evaluateCriterion(4, '7', 7, NOW).passes).toBe(false)
  })

  it('compares datetimes as whole days since the date', () => {
    const tenDaysAgo = new Date(NOW - 10 * DAY - 1000).toISOString()
    expect(evaluateCriterion(6, tenDaysAgo, 10, NOW)).toEqual({
      passes: true,
      reason: 'The date is 10 days ago; the role needs at least 10 days.',
    })
    expect(evaluateCriterion(6, tenDaysAgo, 11, NOW).passes).toBe(false)
    expect(evaluateCriterion(5, tenDaysAgo, 10, NOW).passes).toBe(true)
    expect(evaluateCriterion(5, tenDaysAgo, 9, NOW).passes).toBe(false)
  })

  it('counts a boolean as true only when stored as 1', () => {
    expect(evaluateCriterion(7, '1', 1, NOW).passes).toBe(true)
    expect(evaluateCriterion(7, 'true', 1, NOW)).toMatchObject({ passes: false, reason: /counts as off/ })
    expect(evaluateCriterion(8, '0', 1, NOW).passes).toBe(true)
  })

  it('fails with a reason when there is no value', () => {
    expect(evaluateCriterion(2, undefined, 1, NOW)).toEqual({
      passes: false,
      reason: 'The connection has no value for this record.',
    })
  })
})

describe('diffRecords', () => {
  const a = { type: 2 as const, key: 'a', name: 'A', description: 'd' }
  it('names added, removed and changed records with the changed fields', () => {
    const changes = diffRecords(
      [a, { ...a, key: 'gone' }],
      [
        { ...a, name: 'A2', name_localizations: { fr: 'x' } },
        { ...a, key: 'new' },
      ],
    )
    expect(changes).toEqual([
      { kind: 'changed', key: 'a', fields: ['name', 'name_localizations'] },
      { kind: 'added', key: 'new' },
      { kind: 'removed', key: 'gone' },
    ])
    expect(diffRecords([{ ...a, name_localizations: {} }], [a])).toEqual([])
  })
})
