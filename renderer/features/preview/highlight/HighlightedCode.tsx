import type { ReactNode } from 'react'
import type { Token } from './tokenTree'

/** `title.function` → `hljs-title`: the stylesheet colours by the first part of the scope only. */
function classOf(scope: string | undefined): string | undefined {
  if (!scope) return undefined
  return `hljs-${scope.split('.')[0]!.replace(/^language-.*/, 'sub')}`
}

function renderTokens(tokens: Token[]): ReactNode[] {
  return tokens.map((token, index) =>
    typeof token === 'string' ? (
      token
    ) : (
      <span key={index} className={classOf(token.scope)}>
        {renderTokens(token.children)}
      </span>
    ),
  )
}

/** highlight.js's token tree as React elements: text stays text, scopes become classed spans. */
export function HighlightedCode({ tokens }: { tokens: Token[] }) {
  return <>{renderTokens(tokens)}</>
}
