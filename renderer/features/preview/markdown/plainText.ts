import type { MdNode } from './ast'

/** The words of a tree without its markup, for accessible names ("Embed: Release notes", not "**Release…"). */
export function plainText(nodes: MdNode[]): string {
  return nodes.map(plainTextOf).join('')
}

function plainTextOf(node: MdNode): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'codeBlock':
    case 'unicodeEmoji':
      return node.text
    case 'br':
      return ' '
    case 'list':
      return node.items.map(plainText).join(' ')
    case 'customEmoji':
      return `:${node.name}:`
    case 'everyone':
    case 'here':
      return `@${node.type}`
    case 'timestamp':
      return ''
    case 'userMention':
    case 'roleMention':
    case 'channelMention':
    case 'slashCommand':
    case 'guildNavigation':
      return ''
    default:
      return plainText(node.children)
  }
}
