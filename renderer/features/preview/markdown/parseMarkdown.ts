import type { MarkdownContext, MdNode } from './ast'
import { ParseBudgetExceeded, boundedState } from './boundedRules'
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
  const nodes = parseBounded(text, context)
  cache.set(key, nodes)
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  return nodes
}

/** For the parse benchmark: parsing without the cache. */
export function parseUncached(text: string, context: MarkdownContext): MdNode[] {
  return parseBounded(text, context)
}

/** The parse within its budget (boundedRules.ts); a text over it is shown as typed, never frozen. */
function parseBounded(text: string, context: MarkdownContext): MdNode[] {
  try {
    return toMdNodes(parsers[context](text, boundedState(text)))
  } catch (error) {
    if (error instanceof ParseBudgetExceeded) return text ? [{ type: 'text', text }] : []
    throw error
  }
}

/** The rule attempts a parse makes (for the tests that hold the parser's work linear). */
export function parseAttempts(text: string, context: MarkdownContext): number {
  const state = boundedState(text)
  try {
    parsers[context](text, state)
  } catch (error) {
    if (!(error instanceof ParseBudgetExceeded)) throw error
  }
  return state.bounds.attempts
}
