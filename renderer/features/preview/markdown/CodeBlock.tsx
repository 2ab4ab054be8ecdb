import { HighlightedCode } from '../highlight/HighlightedCode'
import { useHighlight } from '../highlight/useHighlight'

/** A fenced code block; highlighted once its language has loaded, plain text until then. */
export function CodeBlock({ lang, text }: { lang: string; text: string }) {
  const tokens = useHighlight(lang, text)
  return (
    <pre className="md-codeblock" dir="ltr">
      <code className={lang ? `language-${lang}` : undefined}>
        {tokens ? <HighlightedCode tokens={tokens} /> : text}
      </code>
    </pre>
  )
}
