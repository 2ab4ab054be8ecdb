import type { BodyPath } from '@renderer/store/drafts/reducers'
import { controlId } from '../controlId'

// Controls are named by position, so every name on the page is unique and a test or a screen reader
// finds "Section 3 text 1" or "Row 5 button 1 label" without knowing the layout around it.

const KIND_NAMES: Record<number, string> = {
  1: 'Row',
  9: 'Section',
  10: 'Component',
  12: 'Gallery',
  13: 'File component',
  14: 'Separator',
  17: 'Container',
}

/** "Section 3", or inside container 1 "Container 1 section 2". */
export function componentLabel(type: number | undefined, position: number, container?: number): string {
  const kind = KIND_NAMES[type ?? 0] ?? 'Component'
  if (container === undefined) return `${kind} ${position + 1}`
  return `Container ${container + 1} ${kind.toLowerCase()} ${position + 1}`
}

/**
 * A drag handle's name says the position, not the kind: after a drop the focus goes to the handle at the
 * new position, whose item's kind the list does not know yet.
 */
export function dragLabel(position: number, container: number | undefined, classic: boolean): string {
  if (classic) return `Drag row ${position + 1}`
  if (container === undefined) return `Drag component ${position + 1}`
  return `Drag container ${container + 1} component ${position + 1}`
}

/** What the card calls its kind, for the heading beside the name. */
export const KIND_TITLES: Record<number, string> = {
  1: 'Link buttons',
  9: 'Section',
  10: 'Text',
  12: 'Media gallery',
  13: 'File',
  14: 'Separator',
  17: 'Container',
}

/** The DOM id of the control for a body path: ['components', 0, 'content'] → m0-components-0-content. */
export function idOf(index: number, path: BodyPath): string {
  return controlId(index, path.join('.'))
}

/** measure()'s way of writing a path: components[0].components[1].content. */
export function pathText(path: BodyPath): string {
  let out = ''
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out === '' ? key : `.${key}`
  return out
}
