import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { json } from '@codemirror/lang-json'
import { bracketMatching, indentOnInput } from '@codemirror/language'
import { lintGutter } from '@codemirror/lint'
import type { Extension } from '@codemirror/state'
import { Annotation, Compartment } from '@codemirror/state'
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view'

/** The editor's name for screen readers, swapped when the page's language changes. */
export const editorLabel = new Compartment()

/** The content's attributes: its name in the page's language, no spell checking of code. */
export function editorLabelAttributes(label: string): Extension {
  return EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false' })
}

/** Marks the transactions that bring the draft's body into the text, so they are not sent back. */
export const fromDraft = Annotation.define<boolean>()

/**
 * The app's colours through its CSS variables, so light and dark follow the app (and its AA contrast).
 * Text is one colour: CodeMirror's highlight styles have fixed colours that fail contrast on one of
 * the two backgrounds, and the structure reads well enough from indentation and brackets.
 */
const appTheme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border-strong)',
    borderRadius: 'var(--radius-sm)',
    fontSize: '13px',
  },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'var(--mono)', maxHeight: '60vh', minHeight: '12rem', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--text)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--surface-2)',
    color: 'var(--text-2)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLine': { backgroundColor: 'var(--surface-2)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--surface-2)', color: 'var(--text)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, ::selection':
    { backgroundColor: 'var(--accent-soft)' },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--accent-soft)',
    color: 'var(--accent-on-soft)',
    outline: '1px solid var(--accent)',
  },
  '.cm-nonmatchingBracket': { color: 'var(--danger)' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--danger)',
    textDecorationSkipInk: 'none',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border-strong)',
    borderRadius: 'var(--radius-sm)',
  },
  '.cm-diagnostic': { padding: '4px 8px', fontFamily: 'var(--font)' },
  '.cm-diagnostic-error': { borderLeft: '4px solid var(--danger)' },
})

/** The JSON editor: line numbers, its own undo, bracket matching, lint marks, and the app's theme. */
export function jsonEditorExtensions(onEdit: () => void, label: string): Extension[] {
  return [
    lineNumbers(),
    history(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    lintGutter(),
    json(),
    // Ctrl+Enter is Send's shortcut: handled here so the editor does not also insert a blank line.
    keymap.of([{ key: 'Mod-Enter', run: () => true }, ...defaultKeymap, ...historyKeymap]),
    EditorView.lineWrapping,
    editorLabel.of(editorLabelAttributes(label)),
    appTheme,
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromDraft))) onEdit()
    }),
  ]
}
