import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '@renderer/features/preview/markdown/parseMarkdown'

describe('markdown parsing: memoised per text and context, bounded', () => {
  it('answers the same text with the same tree, so memoised components skip re-rendering', () => {
    const text = 'Cached **text** 1'
    expect(parseMarkdown(text, 'full')).toBe(parseMarkdown(text, 'full'))
  })

  it('keeps contexts apart', () => {
    const text = '# Cached heading'
    expect(parseMarkdown(text, 'full')).not.toEqual(parseMarkdown(text, 'header'))
  })

  it('forgets the least recently used text beyond 1000', () => {
    const first = parseMarkdown('first text', 'full')
    const kept = parseMarkdown('kept text', 'full')
    for (let i = 0; i < 999; i++) {
      parseMarkdown(`filler ${i}`, 'full')
      // Used again, so it stays the most recent.
      if (i % 100 === 0) parseMarkdown('kept text', 'full')
    }
    expect(parseMarkdown('kept text', 'full')).toBe(kept)
    expect(parseMarkdown('first text', 'full')).not.toBe(first)
    expect(parseMarkdown('first text', 'full')).toEqual(first)
  })
})
