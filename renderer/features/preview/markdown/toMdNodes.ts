import type { SingleASTNode } from 'discord-markdown-parser/dist/simple-markdown'
import type { MdNode, TimestampStyle } from './ast'

const CONTAINERS = {
  strong: 'strong',
  em: 'em',
  underline: 'underline',
  strikethrough: 'strike',
  spoiler: 'spoiler',
  blockQuote: 'blockQuote',
  subtext: 'subtext',
} as const

const STYLES = new Set<string>(['t', 'T', 'd', 'D', 'f', 'F', 'R'])
/** The largest time a Date can hold, in seconds; Discord leaves larger `<t:…>` as typed. */
const MAX_UNIX = 8.64e12

const BLOCKS = new Set<MdNode['type']>(['codeBlock', 'blockQuote', 'heading', 'subtext', 'list'])

/** Converts the parser's nodes into the preview's tree: adjacent text merged, quotes and blocks tidied. */
export function toMdNodes(nodes: SingleASTNode[]): MdNode[] {
  const out: MdNode[] = []
  for (const node of nodes) {
    const converted = convert(node)
    for (const next of Array.isArray(converted) ? converted : [converted]) push(out, next)
  }
  return out
}

function push(out: MdNode[], node: MdNode) {
  const last = out[out.length - 1]
  if (node.type === 'text') {
    if (node.text === '') return
    if (last?.type === 'text') {
      out[out.length - 1] = { type: 'text', text: last.text + node.text }
      return
    }
  }
  // A block already ends its line: the newline after a code block would otherwise add an empty one.
  if (node.type === 'br' && last && BLOCKS.has(last.type)) return
  out.push(node)
}

function children(node: SingleASTNode): MdNode[] {
  return Array.isArray(node.content) ? toMdNodes(node.content as SingleASTNode[]) : []
}

function withoutTrailingBreak(nodes: MdNode[]): MdNode[] {
  return nodes[nodes.length - 1]?.type === 'br' ? nodes.slice(0, -1) : nodes
}

function convert(node: SingleASTNode): MdNode | MdNode[] {
  const type = node.type
  if (type in CONTAINERS) {
    const kind = CONTAINERS[type as keyof typeof CONTAINERS]
    const inner = children(node)
    return { type: kind, children: kind === 'blockQuote' ? withoutTrailingBreak(inner) : inner }
  }
  switch (type) {
    case 'text':
      return { type: 'text', text: String(node.content ?? '') }
    case 'br':
      return { type: 'br' }
    case 'heading':
      return {
        type: 'heading',
        level: Math.min(3, Math.max(1, Number(node.level))) as 1 | 2 | 3,
        children: children(node),
      }
    case 'list':
      return {
        type: 'list',
        ordered: Boolean(node.ordered),
        start: Number(node.start),
        items: (node.items as SingleASTNode[][]).map((item) => toMdNodes(item)),
      }
    case 'inlineCode':
      return { type: 'inlineCode', text: String(node.content) }
    case 'codeBlock':
      return { type: 'codeBlock', lang: String(node.lang ?? ''), text: String(node.content) }
    case 'link':
      return link(node, true, false)
    case 'url':
      return link(node, false, false)
    case 'autolink':
      return link(node, false, true)
    case 'user':
      return { type: 'userMention', id: String(node.id) }
    case 'role':
      return { type: 'roleMention', id: String(node.id) }
    case 'channel':
      return { type: 'channelMention', id: String(node.id) }
    case 'everyone':
      return { type: 'everyone' }
    case 'here':
      return { type: 'here' }
    case 'slashCommand':
      return { type: 'slashCommand', name: String(node.fullName), id: String(node.id) }
    case 'guildNavigation':
      return { type: 'guildNavigation', target: node.navigation as 'customize' }
    case 'timestamp':
      return timestamp(node)
    case 'emoji':
      return {
        type: 'customEmoji',
        name: String(node.name),
        id: String(node.id),
        animated: Boolean(node.animated),
      }
    case 'twemoji':
      return { type: 'unicodeEmoji', text: String(node.name) }
    default:
      return { type: 'text', text: typeof node.content === 'string' ? node.content : '' }
  }
}

function link(node: SingleASTNode, masked: boolean, suppressed: boolean): MdNode {
  const url = String(node.target)
  const inner = masked ? children(node) : [{ type: 'text' as const, text: url }]
  const title = typeof node.title === 'string' && node.title !== '' ? node.title : undefined
  return { type: 'link', url, masked, suppressed, children: inner, ...(title ? { title } : {}) }
}

function timestamp(node: SingleASTNode): MdNode {
  const unix = Number(node.timestamp)
  const style = typeof node.format === 'string' && STYLES.has(node.format) ? node.format : 'f'
  if (!Number.isFinite(unix) || Math.abs(unix) > MAX_UNIX) {
    return {
      type: 'text',
      text: `<t:${String(node.timestamp)}${node.format ? `:${String(node.format)}` : ''}>`,
    }
  }
  return { type: 'timestamp', unix, style: style as TimestampStyle }
}
