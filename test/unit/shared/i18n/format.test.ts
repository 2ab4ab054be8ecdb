import { describe, expect, it } from 'vitest'
import { formatsFor } from '../../../../shared/i18n/format'

const at = new Date(Date.UTC(2026, 10, 25, 14, 5))

describe('formats in the chosen locale', () => {
  it('writes numbers with the locale’s separators', () => {
    expect(formatsFor('en').number(12345.5)).toBe('12,345.5')
    expect(formatsFor('de').number(12345.5)).toBe('12.345,5')
    expect(formatsFor('fr').number(12345.5)).toBe('12\u202f345,5')
    expect(formatsFor('ar').number(12)).toMatch(/^(12|١٢)$/)
  })

  it('writes sizes in binary units, rounded up, in the locale’s numbers', () => {
    const en = formatsFor('en')
    expect(en.bytes(512)).toBe('512 B')
    expect(en.bytes(4300)).toBe('4.2 KiB')
    expect(en.bytes(10 * 1024 * 1024 + 1)).toBe('10.1 MiB')
    expect(formatsFor('de').bytes(4300)).toBe('4,2 KiB')
  })

  it('writes dates and times as the locale does', () => {
    expect(formatsFor('en').date(at)).toBe('Nov 25, 2026')
    expect(formatsFor('de').date(at)).toBe('25.11.2026')
    expect(formatsFor('ru').date(at)).toMatch(/^25 нояб\. 2026/)
    expect(formatsFor('en').dateTime(at)).toContain('Nov 25, 2026')
    expect(formatsFor('de').time(at)).toMatch(/^\d{2}:\d{2}$/)
  })

  it('says how long ago in the largest whole unit', () => {
    const now = at.getTime()
    expect(formatsFor('en').relative(now - 3 * 60_000, now)).toBe('3 minutes ago')
    expect(formatsFor('de').relative(now + 2 * 86_400_000, now)).toBe('übermorgen')
    expect(formatsFor('ru').relative(now - 5 * 3600_000, now)).toBe('5 часов назад')
    expect(formatsFor('en').relative(now, now)).toBe('now')
  })

  it('joins lists with the locale’s words', () => {
    expect(formatsFor('en').list(['a', 'b', 'c'])).toBe('a, b, and c')
    expect(formatsFor('de').list(['a', 'b', 'c'])).toBe('a, b und c')
    expect(formatsFor('es').list(['a', 'b'], 'disjunction')).toBe('a o b')
  })

  it('formats the pseudo-locale as English and keeps one instance per locale', () => {
    expect(formatsFor('en-XA').number(1234)).toBe('1,234')
    expect(formatsFor('de')).toBe(formatsFor('de'))
  })
})
