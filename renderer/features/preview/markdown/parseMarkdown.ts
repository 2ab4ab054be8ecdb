import type { MarkdownContext, MdNode } from './ast'
import { parsers } from './rules'
import { toMdNodes } from './toMdNodes'

/** Enough for every text of the largest message (content, 10 embeds × 25 fields) and its recent edits. */
const CACHE_LIMIT = 1000

const cache = new Map<string, MdNode[]>()

/**
 * Parses one text for a context, memoised by the text: a keystroke re-parses only the text it changed.
 * The cache is bounded and drops the least recently used entry (a Map keeps insertion order).
 */
export function parseMarkdown(text: string, context: MarkdownContext): MdNode[] {
  const key = `${context}\u0000${text}`
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const nodes = toMdNodes(parsers[context](text, { inline: true }))
  cache.set(key, nodes)
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  return nodes
}

/** For the parse benchmark: parsing without the cache. */
export function parseUncached(text: string, context: MarkdownContext): MdNode[] {
  return toMdNodes(parsers[context](text, { inline: true }))
}
