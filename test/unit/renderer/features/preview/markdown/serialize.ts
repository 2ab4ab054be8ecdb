import type { MdNode } from '@renderer/features/preview/markdown/ast'

/**
 * A compact one-line form of a tree, for the golden tests and for reading a parse at a glance:
 * `b("bold") " " link[https://x.com]("text")`. Text is JSON-quoted, so spaces and newlines are visible.
 */
export function serialize(nodes: MdNode[]): string {
  return nodes.map(serializeNode).join(' ')
}

const NAMES = {
  strong: 'b',
  em: 'i',
  underline: 'u',
  strike: 's',
  spoiler: 'spoiler',
  blockQuote: 'quote',
  subtext: 'subtext',
} as const

function serializeNode(node: MdNode): string {
  switch (node.type) {
    case 'text':
      return JSON.stringify(node.text)
    case 'br':
      return 'br'
    case 'strong':
    case 'em':
    case 'underline':
    case 'strike':
    case 'spoiler':
    case 'blockQuote':
    case 'subtext':
      return `${NAMES[node.type]}(${serialize(node.children)})`
    case 'heading':
      return `h${node.level}(${serialize(node.children)})`
    case 'list': {
      const head = node.ordered ? `ol[${node.start}]` : 'ul'
      return `${head}(${node.items.map((item) => `li(${serialize(item)})`).join(' ')})`
    }
    case 'inlineCode':
      return `code(${JSON.stringify(node.text)})`
    case 'codeBlock':
      return `codeblock[${node.lang}](${JSON.stringify(node.text)})`
    case 'link': {
      const kind = node.masked ? 'link' : node.suppressed ? 'autolink' : 'url'
      const title = node.title ? ` ${JSON.stringify(node.title)}` : ''
      return node.masked
        ? `${kind}[${node.url}${title}](${serialize(node.children)})`
        : `${kind}[${node.url}]`
    }
    case 'userMention':
      return `@user[${node.id}]`
    case 'roleMention':
      return `@role[${node.id}]`
    case 'channelMention':
      return `#channel[${node.id}]`
    case 'everyone':
      return '@everyone'
    case 'here':
      return '@here'
    case 'slashCommand':
      return `/cmd[${node.name}:${node.id}]`
    case 'guildNavigation':
      return `nav[${node.target}]`
    case 'timestamp':
      return `time[${node.unix}:${node.style}]`
    case 'customEmoji':
      return `${node.animated ? 'aemoji' : 'emoji'}[${node.name}:${node.id}]`
    case 'unicodeEmoji':
      return `emoji(${JSON.stringify(node.text)})`
  }
}
