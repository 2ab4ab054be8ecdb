import { memo, useMemo } from 'react'
import type { MarkdownContext, MdNode } from './ast'
import { parseMarkdown } from './parseMarkdown'
import { renderNodes } from './renderNodes'
import './markdown.css'

/** Discord shows emoji large when a message is nothing but emoji (and spaces, line breaks), up to this many. */
const JUMBO_LIMIT = 30

function isJumbo(nodes: MdNode[]): boolean {
  let count = 0
  for (const node of nodes) {
    if (node.type === 'customEmoji' || node.type === 'unicodeEmoji') count++
    else if (node.type !== 'br' && !(node.type === 'text' && node.text.trim() === '')) return false
  }
  return count > 0 && count <= JUMBO_LIMIT
}

type Props = {
  text: string
  context: MarkdownContext
  /** Message content only: emoji-only text shows jumbo emoji. */
  allowJumbo?: boolean
  className?: string
  /** Titles and field names sit inside inline elements (a link, a heading line): a span there. */
  as?: 'div' | 'span'
}

/** One text rendered with the markdown its place allows; re-renders only when the text changes. */
export const Markdown = memo(function Markdown({
  text,
  context,
  allowJumbo = false,
  className,
  as: Tag = 'div',
}: Props) {
  const nodes = useMemo(() => parseMarkdown(text, context), [text, context])
  const jumbo = allowJumbo && isJumbo(nodes)
  const classes = ['md', jumbo ? 'md--jumbo' : undefined, className].filter(Boolean).join(' ')
  // dir="auto": the text's own direction (an Arabic message reads right to left in any UI language).
  return (
    <Tag className={classes} dir="auto">
      {renderNodes(nodes)}
    </Tag>
  )
})
