import type { ParserRule } from 'discord-markdown-parser/dist/simple-markdown'
import { SimpleMarkdown, rulesExtended } from 'discord-markdown-parser'
import { boundedRules } from './boundedRules'
import { linkRule, urlRule } from './linkRules'
import { listRule } from './listRule'

type RuleSet = Record<string, ParserRule>

/** A keycap emoji (1️⃣, #️⃣): a character the text rule would take as an ordinary digit or sign. */
const KEYCAP = /[0-9#*]\ufe0f?\u20e3/u

/**
 * Plain text that ends before a keycap emoji, so "Step 1️⃣" draws the keycap as an emoji, not a "1"
 * followed by stray combining marks (the parser's text rule swallows digits into the word before).
 */
const baseText = rulesExtended.text!
const textRule: ParserRule = {
  ...baseText,
  match(source, state, previous) {
    const capture = baseText.match(source, state, previous)
    if (!capture) return capture
    // The capture stops at the U+FE0F or U+20E3, so look for the keycap just past its end too.
    const length = capture[0]?.length ?? 0
    const keycap = source.slice(0, length + 2).search(KEYCAP)
    return keycap > 0 && keycap < length ? /^[\s\S]+/.exec(source.slice(0, keycap)) : capture
  },
}

/**
 * Message content, embed descriptions and field values: everything Discord renders for a webhook,
 * masked links included, plus lists.
 */
const fullRules: RuleSet = { ...rulesExtended, text: textRule, url: urlRule, link: linkRule, list: listRule }

/** Line-level and link syntax that embed titles and field names show as typed. */
const NOT_IN_HEADERS = ['blockQuote', 'codeBlock', 'heading', 'subtext', 'list', 'link', 'url', 'autolink']

/** Embed titles and field names: inline formatting, mentions, timestamps and emoji only. */
const headerRules: RuleSet = Object.fromEntries(
  Object.entries(fullRules).filter(([name]) => !NOT_IN_HEADERS.includes(name)),
)

/**
 * Embed field values: all of it but headings, which Discord leaves as typed there on purpose (the field
 * name is the heading; discord/discord-api-docs#7167).
 */
const fieldRules: RuleSet = Object.fromEntries(
  Object.entries(fullRules).filter(([name]) => name !== 'heading'),
)

export const parsers = {
  full: SimpleMarkdown.parserFor(boundedRules(fullRules)),
  field: SimpleMarkdown.parserFor(boundedRules(fieldRules)),
  header: SimpleMarkdown.parserFor(boundedRules(headerRules)),
}
