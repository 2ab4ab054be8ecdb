import type { MessageKey, Translate } from '@shared/i18n'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { controlId } from '../controlId'

// Controls are named by position, so every name on the page is unique and a test or a screen reader
// finds "Section 3 text 1" or "Row 5 button 1 label" without knowing the layout around it.

/** A component type as the catalogue's selects name it ('other' for a type they do not know). */
const KINDS: Record<number, string> = {
  1: 'row',
  9: 'section',
  10: 'text',
  12: 'gallery',
  13: 'file',
  14: 'separator',
  17: 'container',
}

export const kindOf = (type: number | undefined): string => KINDS[type ?? 0] ?? 'other'

type NameIds = readonly [alone: MessageKey, inContainer: MessageKey]

function positionName(
  t: Translate,
  [alone, inContainer]: NameIds,
  type: number | undefined,
  position: number,
  container: number | undefined,
): string {
  const values = { kind: kindOf(type), n: position + 1 }
  if (container === undefined) return t(alone, values)
  return t(inContainer, { ...values, container: container + 1 })
}

/** "Section 3", or inside container 1 "Container 1 section 2". */
export const componentLabel = (
  t: Translate,
  type: number | undefined,
  position: number,
  container?: number,
) =>
  positionName(t, ['composer.components.name', 'composer.components.nestedName'], type, position, container)

/** The same name within a sentence: "section 3", "container 1 section 2" ("Move section 3 up"). */
export const componentRef = (t: Translate, type: number | undefined, position: number, container?: number) =>
  positionName(t, ['composer.components.ref', 'composer.components.nestedRef'], type, position, container)

/**
 * A drag handle's name says the position, not the kind: after a drop the focus goes to the handle at the
 * new position, whose item's kind the list does not know yet.
 */
export function dragLabel(
  t: Translate,
  position: number,
  container: number | undefined,
  classic: boolean,
): string {
  const n = position + 1
  if (classic) return t('composer.components.dragRow', { n })
  if (container === undefined) return t('composer.components.drag', { n })
  return t('composer.components.dragNested', { n, container: container + 1 })
}

/** What the card calls its kind, for the heading beside the name. */
export function kindTitle(t: Translate, type: number | undefined): string {
  return t('composer.components.kind', { kind: kindOf(type) })
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
