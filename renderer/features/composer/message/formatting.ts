/** A markdown style the toolbar and shortcuts apply to the selection. */
export type FormatKind = 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler' | 'code' | 'codeBlock'

/** Text with a selection, as a textarea has it (start = end for a caret). */
export type Edit = { text: string; start: number; end: number }

const MARKERS: Record<FormatKind, { open: string; close: string }> = {
  bold: { open: '**', close: '**' },
  italic: { open: '*', close: '*' },
  underline: { open: '__', close: '__' },
  strike: { open: '~~', close: '~~' },
  spoiler: { open: '||', close: '||' },
  code: { open: '`', close: '`' },
  codeBlock: { open: '```\n', close: '\n```' },
}

/**
 * Wraps the selection in the style's markers, keeping the same words selected inside them; an empty
 * selection gets both markers with the caret between. When the selection is already wrapped in exactly
 * those markers (inside or just outside it), they are removed instead, so a second press undoes the first.
 * Spaces at the selection's edges stay outside the markers: Discord does not render `**word **`.
 */
export function applyFormat(edit: Edit, kind: FormatKind): Edit {
  const { open, close } = MARKERS[kind]
  const unwrapped = unwrap(edit, open, close)
  if (unwrapped) return unwrapped
  const { text } = edit
  const selected = text.slice(edit.start, edit.end)
  const lead = kind === 'codeBlock' ? 0 : selected.length - selected.trimStart().length
  const trail = kind === 'codeBlock' ? 0 : selected.length - selected.trimEnd().length
  const start = edit.start + (lead === selected.length ? 0 : lead)
  const end = lead === selected.length ? edit.start : edit.end - trail
  const inner = text.slice(start, end)
  return {
    text: text.slice(0, start) + open + inner + close + text.slice(end),
    start: start + open.length,
    end: start + open.length + inner.length,
  }
}

function unwrap(edit: Edit, open: string, close: string): Edit | undefined {
  const { text, start, end } = edit
  // Markers just outside the selection: **[word]**
  const before = text.slice(start - open.length, start)
  const after = text.slice(end, end + close.length)
  const outside =
    open.length > 1 || (isOdd(runBefore(text, start, open)) && isOdd(runAfter(text, end, close)))
  if (start >= open.length && before === open && after === close && outside) {
    return {
      text: text.slice(0, start - open.length) + text.slice(start, end) + text.slice(end + close.length),
      start: start - open.length,
      end: end - open.length,
    }
  }
  // Markers inside the selection: [**word**]
  const selected = text.slice(start, end)
  const inside =
    open.length > 1 ||
    (isOdd(runAfter(selected, 0, open)) && isOdd(runBefore(selected, selected.length, close)))
  if (
    selected.length >= open.length + close.length &&
    selected.startsWith(open) &&
    selected.endsWith(close) &&
    inside
  ) {
    const inner = selected.slice(open.length, selected.length - close.length)
    return { text: text.slice(0, start) + inner + text.slice(end), start, end: start + inner.length }
  }
  return undefined
}

// A one-character marker is doubled by another style (`*` in `**bold**`): italic is there only when the
// run of stars is odd (`*x*`, `***x***`), so an even run is wrapped again rather than unwrapped.

function runBefore(text: string, at: number, marker: string): number {
  let count = 0
  while (at - count > 0 && text[at - count - 1] === marker) count++
  return count
}

function runAfter(text: string, at: number, marker: string): number {
  let count = 0
  while (at + count < text.length && text[at + count] === marker) count++
  return count
}

function isOdd(count: number): boolean {
  return count % 2 === 1
}

/** Replaces the selection with `insert` and puts the caret after it. */
export function insertAt(edit: Edit, insert: string): Edit {
  const text = edit.text.slice(0, edit.start) + insert + edit.text.slice(edit.end)
  const caret = edit.start + insert.length
  return { text, start: caret, end: caret }
}
