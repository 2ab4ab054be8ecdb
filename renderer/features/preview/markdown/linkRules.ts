import type { ParserRule } from 'discord-markdown-parser/dist/simple-markdown'
import { SimpleMarkdown, rulesExtended } from 'discord-markdown-parser'

/** Discord links only web addresses; `[x](javascript:…)` and other schemes stay plain text. */
export function isWebUrl(target: string): boolean {
  if (!/^https?:\/\//i.test(target)) return false
  try {
    new URL(target)
    return true
  } catch {
    return false
  }
}

const TRAILING = /[.,:;"'!?\]]$/

/**
 * Trims what Discord leaves out of a bare link: trailing punctuation, and a closing parenthesis that has
 * no opening one inside the link, so `(see https://x.com/a)` and `https://x.com/Foo_(bar)` both work.
 */
export function trimBareUrl(raw: string): string {
  let url = raw
  for (;;) {
    if (TRAILING.test(url)) url = url.slice(0, -1)
    else if (url.endsWith(')') && count(url, '(') < count(url, ')')) url = url.slice(0, -1)
    else return url
  }
}

function count(text: string, char: string): number {
  let n = 0
  for (const c of text) if (c === char) n++
  return n
}

const BARE_URL = /^https?:\/\/[^\s<]+/

/** Bare links, with the parenthesis and punctuation handling above (the parser's own cuts at any `)`). */
export const urlRule: ParserRule = {
  order: SimpleMarkdown.defaultRules.url.order,
  match(source, state) {
    if (!state.inline) return null
    const match = BARE_URL.exec(source)
    if (!match) return null
    const url = trimBareUrl(match[0])
    if (!isWebUrl(url) || url.length <= url.indexOf('//') + 2) return null
    return Object.assign([url, url], { index: 0 })
  },
  parse: (capture) => ({ type: 'url', target: capture[1] }),
}

const maskedLink = rulesExtended.link!

/** Masked links `[text](url "title")`; a target that is not a web address leaves the source as text. */
export const linkRule: ParserRule = {
  order: maskedLink.order,
  match: maskedLink.match,
  parse(capture, parse, state) {
    const node = maskedLink.parse(capture, parse, state) as { target?: string }
    if (typeof node.target !== 'string' || !isWebUrl(node.target)) {
      return { type: 'text', content: capture[0] }
    }
    return node
  },
}
