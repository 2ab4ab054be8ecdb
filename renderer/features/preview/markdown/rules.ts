import type { ParserRule } from 'discord-markdown-parser/dist/simple-markdown'
import { SimpleMarkdown, rulesExtended } from 'discord-markdown-parser'
import { boundedRules } from './boundedRules'
import { linkRule, urlRule } from './linkRules'
import { listRule } from './listRule'

type RuleSet = Record<string, ParserRule>

/**
 * Message content, embed descriptions and field values: everything Discord renders for a webhook,
 * masked links included, plus lists.
 */
const fullRules: RuleSet = { ...rulesExtended, url: urlRule, link: linkRule, list: listRule }

/** Line-level and link syntax that embed titles and field names show as typed. */
const NOT_IN_HEADERS = ['blockQuote', 'codeBlock', 'heading', 'subtext', 'list', 'link', 'url', 'autolink']

/** Embed titles and field names: inline formatting, mentions, timestamps and emoji only. */
const headerRules: RuleSet = Object.fromEntries(
  Object.entries(fullRules).filter(([name]) => !NOT_IN_HEADERS.includes(name)),
)

export const parsers = {
  full: SimpleMarkdown.parserFor(boundedRules(fullRules)),
  header: SimpleMarkdown.parserFor(boundedRules(headerRules)),
}
