import fs from 'node:fs'
import type { MarkdownContext } from '@renderer/features/preview/markdown/ast'

export type CorpusCase = {
  section: string
  context: MarkdownContext
  input: string
  expected: string
  line: number
}

const CASE = /^(full|header)\s+("(?:[^"\\]|\\.)*")\s+=>\s+(.+)$/

/** Reads corpus.txt: `<context> <JSON input> => <expected>` per line, `## ` sections, `#` comments. */
export function readCorpus(): CorpusCase[] {
  const text = fs.readFileSync(new URL('./corpus.txt', import.meta.url), 'utf8')
  const cases: CorpusCase[] = []
  let section = ''
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line.startsWith('## ')) section = line.slice(3)
    if (line === '' || line.startsWith('#')) return
    const match = CASE.exec(line)
    if (!match) throw new Error(`corpus.txt line ${index + 1} is not a case: ${line}`)
    cases.push({
      section,
      context: match[1] as MarkdownContext,
      input: JSON.parse(match[2]!) as string,
      expected: match[3]!.trim(),
      line: index + 1,
    })
  })
  return cases
}
