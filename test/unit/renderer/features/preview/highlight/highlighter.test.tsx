import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HighlightedCode } from '@renderer/features/preview/highlight/HighlightedCode'
import {
  highlightTokens,
  isLoaded,
  languageOf,
  loadLanguage,
} from '@renderer/features/preview/highlight/highlighter'

describe('code highlighting: lazily loaded languages, rendered as elements', () => {
  it("maps a code block's tag and its aliases to a language, case-insensitively", () => {
    expect(languageOf('js')).toBe('javascript')
    expect(languageOf('PY')).toBe('python')
    expect(languageOf('ts')).toBe('typescript')
    expect(languageOf('html')).toBe('xml')
    expect(languageOf('brainfudge')).toBeUndefined()
  })

  it('loads a language only when asked, once, and highlights it into a token tree', async () => {
    expect(isLoaded('rust')).toBe(false)
    expect(highlightTokens('rust', 'fn main() {}')).toBeUndefined()
    const [first, second] = await Promise.all([loadLanguage('rust'), loadLanguage('rust')])
    expect(first && second).toBe(true)
    const tokens = highlightTokens('rust', 'fn main() { let x = "hi"; }')
    expect(tokens).toContainEqual({ scope: 'keyword', children: ['fn'] })
    expect(tokens).toContainEqual({ scope: 'string', children: ['"hi"'] })
  })

  it('renders the tokens as classed spans and text, escaping what the code contains', async () => {
    await loadLanguage('xml')
    const html = renderToStaticMarkup(
      <HighlightedCode tokens={highlightTokens('xml', '<b onclick="x()">**hi**</b>')!} />,
    )
    expect(html).toContain('<span class="hljs-tag">&lt;<span class="hljs-name">b</span>')
    expect(html).toContain('**hi**')
    expect(html).not.toContain('<b onclick')
  })

  it('keeps the text of a language it cannot load', async () => {
    expect(await loadLanguage('cobol')).toBe(false)
  })
})
