import type { ParserRule, SingleASTNode, State } from 'discord-markdown-parser/dist/simple-markdown'
import { SimpleMarkdown } from 'discord-markdown-parser'

/**
 * Discord's lists, which the parser lacks: `- `, `* ` or `1. ` at the start of a line, one item per line,
 * nested by indenting deeper than the item above. Consecutive item lines form one list; the first line
 * that is not an item ends it. An ordered list counts from its first number, as Discord does.
 */
const LIST_LINES = /^(?: *(?:[*-]|\d{1,9}\.) +\S[^\n]*(?:\n|$))+/
const ITEM = /^( *)([*-]|\d{1,9}\.) +(.*)$/

export type ListNode = { type: 'list'; ordered: boolean; start: number; items: SingleASTNode[][] }

type Line = { indent: number; ordered: boolean; number: number; text: string }
type Level = { indent: number; list: ListNode }

function readLines(block: string): Line[] {
  const lines: Line[] = []
  for (const raw of block.replace(/\n$/, '').split('\n')) {
    const match = ITEM.exec(raw)
    if (!match) continue
    const marker = match[2] ?? '-'
    const ordered = marker.endsWith('.')
    lines.push({
      indent: (match[1] ?? '').length,
      ordered,
      number: ordered ? Number.parseInt(marker, 10) : 1,
      text: match[3] ?? '',
    })
  }
  return lines
}

function newList(line: Line): ListNode {
  return { type: 'list', ordered: line.ordered, start: line.number, items: [] }
}

/** Builds the nested lists; a change of marker kind at the same depth starts a sibling list. */
function buildLists(lines: Line[], parseItem: (text: string) => SingleASTNode[]): ListNode[] {
  const roots: ListNode[] = []
  const stack: Level[] = []
  for (const line of lines) {
    while (stack.length > 1 && line.indent < stack[stack.length - 1]!.indent) stack.pop()
    const top = stack[stack.length - 1]
    const lastItem = top?.list.items[top.list.items.length - 1]
    let list: ListNode
    if (top && lastItem && line.indent > top.indent) {
      list = newList(line)
      lastItem.push(list)
      stack.push({ indent: line.indent, list })
    } else if (top && top.list.ordered === line.ordered) {
      list = top.list
    } else {
      list = newList(line)
      if (stack.length <= 1) {
        roots.push(list)
        stack.splice(0, stack.length, { indent: line.indent, list })
      } else {
        stack.pop()
        const parentList = stack[stack.length - 1]!.list
        parentList.items[parentList.items.length - 1]!.push(list)
        stack.push({ indent: line.indent, list })
      }
    }
    list.items.push(parseItem(line.text))
  }
  return roots
}

export const listRule: ParserRule = {
  // Before headings and text: a list line must be recognised before `*` is read as emphasis.
  order: SimpleMarkdown.defaultRules.heading.order - 0.75,
  match(source: string, state: State, prevCapture: string) {
    // Only at the start of a line; items are single lines, so a list never nests by its own markers.
    if (state.inList || (prevCapture !== '' && !prevCapture.endsWith('\n'))) return null
    return LIST_LINES.exec(source)
  },
  parse(capture, parse, state) {
    const parseItem = (text: string) => {
      const inner: State = { ...state, inList: true }
      inner.prevCapture = null
      return parse(text, inner)
    }
    return buildLists(readLines(capture[0] ?? ''), parseItem)
  },
}
