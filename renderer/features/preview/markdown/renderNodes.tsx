import type { ReactNode } from 'react'
import type { MdNode } from './ast'
import { CodeBlock } from './CodeBlock'
import { CustomEmoji } from './CustomEmoji'
import { UnicodeEmoji } from './UnicodeEmoji'
import { MdLink } from './MdLink'
import { GuildNavigation, Mention } from './Mention'
import { Spoiler } from './Spoiler'
import { Timestamp } from './Timestamp'

/** Renders a markdown tree as React elements: no HTML strings anywhere. */
export function renderNodes(nodes: MdNode[]): ReactNode[] {
  return nodes.map(renderNode)
}

function renderNode(node: MdNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text
    case 'br':
      return <br key={key} />
    case 'strong':
      return <strong key={key}>{renderNodes(node.children)}</strong>
    case 'em':
      return <em key={key}>{renderNodes(node.children)}</em>
    case 'underline':
      return <u key={key}>{renderNodes(node.children)}</u>
    case 'strike':
      return <s key={key}>{renderNodes(node.children)}</s>
    case 'spoiler':
      return <Spoiler key={key}>{renderNodes(node.children)}</Spoiler>
    case 'blockQuote':
      return (
        <blockquote key={key} className="md-quote" dir="auto">
          {renderNodes(node.children)}
        </blockquote>
      )
    case 'subtext':
      return (
        <small key={key} className="md-subtext" dir="auto">
          {renderNodes(node.children)}
        </small>
      )
    case 'heading': {
      const Tag = (['h1', 'h2', 'h3'] as const)[node.level - 1]!
      return (
        <Tag key={key} className="md-heading" dir="auto">
          {renderNodes(node.children)}
        </Tag>
      )
    }
    case 'list': {
      const items = node.items.map((item, index) => <li key={index}>{renderNodes(item)}</li>)
      return node.ordered ? (
        <ol key={key} className="md-list" start={node.start} dir="auto">
          {items}
        </ol>
      ) : (
        <ul key={key} className="md-list" dir="auto">
          {items}
        </ul>
      )
    }
    case 'inlineCode':
      return (
        <code key={key} className="md-code" dir="ltr">
          {node.text}
        </code>
      )
    case 'codeBlock':
      return <CodeBlock key={key} lang={node.lang} text={node.text} />
    case 'link':
      return (
        <MdLink key={key} url={node.url} title={node.title}>
          {renderNodes(node.children)}
        </MdLink>
      )
    case 'userMention':
    case 'roleMention':
    case 'channelMention':
      return <Mention key={key} node={node} />
    case 'everyone':
    case 'here':
      return (
        <span key={key} className="md-mention">
          @{node.type}
        </span>
      )
    case 'slashCommand':
      return (
        <span key={key} className="md-mention">
          /{node.name}
        </span>
      )
    case 'guildNavigation':
      return <GuildNavigation key={key} target={node.target} />
    case 'timestamp':
      return <Timestamp key={key} unix={node.unix} style={node.style} />
    case 'customEmoji':
      return <CustomEmoji key={key} id={node.id} name={node.name} animated={node.animated} />
    case 'unicodeEmoji':
      return <UnicodeEmoji key={key} text={node.text} />
  }
}
