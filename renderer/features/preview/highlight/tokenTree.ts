import type { Emitter } from 'highlight.js'

/** A highlighted span: its highlight.js scope (`keyword`, `title.function`, …) and what it contains. */
export type TokenNode = { scope: string | undefined; children: Token[] }
export type Token = string | TokenNode

/**
 * Collects highlight.js output as a plain tree instead of HTML, so the page renders React elements and
 * never parses markup. highlight.js calls openNode/closeNode as well as the documented Emitter methods.
 */
export class TokenTreeEmitter implements Emitter {
  readonly root: TokenNode = { scope: undefined, children: [] }
  private readonly stack: TokenNode[] = [this.root]

  private get top(): TokenNode {
    return this.stack[this.stack.length - 1] ?? this.root
  }

  addText(text: string) {
    if (text !== '') this.top.children.push(text)
  }

  startScope(scope: string) {
    this.openNode(scope)
  }

  endScope() {
    this.closeNode()
  }

  openNode(scope: string) {
    const node: TokenNode = { scope, children: [] }
    this.top.children.push(node)
    this.stack.push(node)
  }

  closeNode() {
    if (this.stack.length > 1) this.stack.pop()
  }

  __addSublanguage(emitter: Emitter, name: string) {
    if (!(emitter instanceof TokenTreeEmitter)) return
    this.top.children.push({ scope: name ? `language-${name}` : undefined, children: emitter.root.children })
  }

  finalize() {
    this.stack.length = 1
  }

  /** highlight.js builds its HTML string from this; the preview does not use it. */
  toHTML() {
    return ''
  }
}
