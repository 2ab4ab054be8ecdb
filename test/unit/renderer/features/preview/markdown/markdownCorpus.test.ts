import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '@renderer/features/preview/markdown/parseMarkdown'
import { readCorpus } from './corpus'
import { serialize } from './serialize'

const cases = readCorpus()

describe('preview markdown: the golden corpus (corpus.txt)', () => {
  it('has at least 80 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80)
  })

  it.each(
    cases.map((c) => [`${c.section}: ${c.context} ${JSON.stringify(c.input)} (line ${c.line})`, c] as const),
  )('%s', (_name, { input, context, expected }) => {
    expect(serialize(parseMarkdown(input, context))).toBe(expected)
  })
})
