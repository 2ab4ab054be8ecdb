import type { ParserRule, SingleASTNode } from 'discord-markdown-parser/dist/simple-markdown'

// The parser (simple-markdown's rules) tries every rule's regex at every token, and some regexes
// backtrack over the rest of the text: 4,000 backticks took 30 s and `[`×2000+`]`×2000 3 s, and
// `*`×4000 nested deep enough to overflow the stack (issue 24). Three bounds keep the work about
// linear in the text's length: a budget of rule attempts per character, a nesting depth beyond which
// markup is shown as typed, and cheap pre-checks that skip the backtracking regexes when they cannot
// match. Over budget, the caller shows the text plain.

type RuleSet = Record<string, ParserRule>

/** Rule attempts allowed per character (a real message uses under ten) plus a floor for short texts. */
export const ATTEMPTS_PER_CHAR = 64
const ATTEMPTS_FLOOR = 4096
/** Formatting nested deeper than this is shown as typed; Discord's own client stops far sooner. */
export const MAX_NESTING = 24
/** Longer runs of backticks never open inline code (Discord's longest fence is three). */
const MAX_CODE_FENCE = 16

export class ParseBudgetExceeded extends Error {}

/** The attempts so far, the allowance, the current nesting. */
export type Bounds = { attempts: number; allowance: number; depth: number }
/**
 * The parser's state carries the bounds by reference: some rules parse their content with a copy of
 * the state (`{ ...state, inEmphasis: true }`), and the copy must count into the same bounds.
 */
export type BoundedState = { inline: boolean; bounds: Bounds }

export function boundedState(text: string): BoundedState {
  return {
    inline: true,
    bounds: { attempts: 0, allowance: ATTEMPTS_PER_CHAR * text.length + ATTEMPTS_FLOOR, depth: 0 },
  }
}

const LINK_TEXT_MAX = 1024
const LINK_URL_MAX = 2048

/** Plain text is matched at most this far at once (at a space when there is one); see `text` below. */
const TEXT_WINDOW = 512

const startsWith = (chars: string) => (source: string) => chars.includes(source.charAt(0))

/**
 * Cheap checks that a regex could match here at all; false skips the rule. A regex written `^a|^b` is
 * tried at every position of the rest of the text by V8 when it fails, so a failing attempt costs the
 * text's length: these stop that before the regex runs.
 */
const mayMatch: Record<string, (source: string) => boolean> = {
  em: startsWith('*_'),
  strong: startsWith('*'),
  underline: startsWith('_'),
  strikethrough: startsWith('~'),
  spoiler: startsWith('|'),
  inlineCode(source) {
    // Counted only as far as the bound: counting a whole long run at each of its positions is quadratic.
    let run = 0
    while (run <= MAX_CODE_FENCE && source.charCodeAt(run) === 96) run++
    return run > 0 && run <= MAX_CODE_FENCE
  },
  // Looked for within a window, so each `[` costs a bounded search: a masked link's text longer than
  // LINK_TEXT_MAX, or an address longer than LINK_URL_MAX, stays as typed.
  link(source) {
    if (source.charCodeAt(0) !== 91) return false
    const close = source.slice(0, LINK_TEXT_MAX).indexOf('](')
    return close > 0 && source.slice(close, close + LINK_URL_MAX).includes(')')
  },
}

/** The rules with the bounds above; each keeps its order and quality. */
export function boundedRules(rules: RuleSet): RuleSet {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]): [string, ParserRule] => {
      const check = mayMatch[name]
      return [
        name,
        {
          ...rule,
          match(source, state, previous) {
            const { bounds } = state as unknown as BoundedState
            if (++bounds.attempts > bounds.allowance) throw new ParseBudgetExceeded()
            if (check && !check(source)) return null
            // The text rule's lookahead rescans each word it passes: over a long run without
            // punctuation that is quadratic. A window keeps it linear; the next attempt goes on, and
            // adjacent text is merged afterwards (toMdNodes).
            if (name === 'text' && source.length > TEXT_WINDOW)
              return rule.match(textWindow(source), state, previous)
            return rule.match(source, state, previous)
          },
          parse(capture, nestedParse, state) {
            const { bounds } = state as unknown as BoundedState
            if (bounds.depth >= MAX_NESTING) return { type: 'text', content: capture[0] } as SingleASTNode
            bounds.depth++
            try {
              return rule.parse(capture, nestedParse, state)
            } finally {
              bounds.depth--
            }
          },
        },
      ]
    }),
  )
}

/** The first TEXT_WINDOW characters, cut after the last space in them so no word is split. */
function textWindow(source: string): string {
  const cut = source.lastIndexOf(' ', TEXT_WINDOW)
  return source.slice(0, cut > 0 ? cut + 1 : TEXT_WINDOW)
}
