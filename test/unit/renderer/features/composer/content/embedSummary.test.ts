import { describe, expect, it } from 'vitest'
import { measure } from '@shared/discord'
import { embedSummary, embedTone } from '@renderer/features/composer/embeds/embedSummary'
import { limitTone, worstTone } from '@renderer/util/limitTone'
import { useEnglish } from '../../../../../support/english'

// The helpers speak the page's language; English, as the page has it once its catalogue has loaded.
useEnglish()

describe('collapsed embed summary', () => {
  it('shows the title, else the start of the description on one line, else says it is empty', () => {
    expect(embedSummary({ title: ' Launch ', description: 'x' })).toBe('Launch')
    expect(embedSummary({ description: 'Line one\n\nline two' })).toBe('Line one line two')
    expect(embedSummary({ description: 'y'.repeat(200) })).toHaveLength(80)
    expect(embedSummary({})).toBe('Empty embed')
    expect(embedSummary(undefined)).toBe('Empty embed')
  })

  it('takes the worst of the embed’s counters, fields included', () => {
    const ok = measure({ embeds: [{ title: 'a' }] }).embeds.items[0]
    const near = measure({ embeds: [{ title: 'a'.repeat(240) }] }).embeds.items[0]
    const over = measure({ embeds: [{ title: 'a', fields: [{ name: 'n', value: 'v'.repeat(1025) }] }] })
      .embeds.items[0]
    expect(embedTone(ok)).toBe('ok')
    expect(embedTone(near)).toBe('near')
    expect(embedTone(over)).toBe('over')
  })
})

describe('limit tones', () => {
  it('warns from 90% of the limit and errs over it', () => {
    expect(limitTone(0, 2000)).toBe('ok')
    expect(limitTone(1799, 2000)).toBe('ok')
    expect(limitTone(1800, 2000)).toBe('near')
    expect(limitTone(2000, 2000)).toBe('near')
    expect(limitTone(2001, 2000)).toBe('over')
    expect(worstTone(['ok', 'over', 'near'])).toBe('over')
    expect(worstTone([])).toBe('ok')
  })
})
