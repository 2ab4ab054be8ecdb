/**
 * The preview's own markdown tree. The parser's nodes are loosely typed (simple-markdown's `any`); every
 * node is converted once into this union, so rendering and the golden tests see a closed set of shapes.
 */
export type MdNode =
  | { type: 'text'; text: string }
  | { type: 'br' }
  | {
      type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler' | 'blockQuote' | 'subtext'
      children: MdNode[]
    }
  | { type: 'heading'; level: 1 | 2 | 3; children: MdNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: MdNode[][] }
  | { type: 'inlineCode'; text: string }
  | { type: 'codeBlock'; lang: string; text: string }
  /** `suppressed`: written `<https://…>`, which Discord links without an embed. */
  | { type: 'link'; url: string; title?: string; masked: boolean; suppressed: boolean; children: MdNode[] }
  | { type: 'userMention' | 'roleMention' | 'channelMention'; id: string }
  | { type: 'everyone' | 'here' }
  | { type: 'slashCommand'; name: string; id: string }
  | { type: 'guildNavigation'; target: 'customize' | 'browse' | 'guide' | 'linked-roles' }
  | { type: 'timestamp'; unix: number; style: TimestampStyle }
  | { type: 'customEmoji'; name: string; id: string; animated: boolean }
  | { type: 'unicodeEmoji'; text: string }

export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R'

/** Which markdown a part of the message gets (see rules.ts for what each allows). */
export type MarkdownContext = 'full' | 'field' | 'header'
