import { useCallback, useMemo } from 'react'
import { ACTION_ROWS_MAX, COMPONENTS_V2_TOTAL_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import type { ComponentKind } from '@renderer/store/drafts/reducers'
import { newComponent } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst, SortableList } from '../embeds/SortableList'
import { ComponentCard } from './ComponentCard'
import { componentLabel, dragLabel } from './names'
import { useTypes } from './useBody'

const V2_KINDS: { kind: ComponentKind; text: string; type: number }[] = [
  { kind: 'text', text: 'Add text', type: 10 },
  { kind: 'container', text: 'Add container', type: 17 },
  { kind: 'section', text: 'Add section', type: 9 },
  { kind: 'gallery', text: 'Add media gallery', type: 12 },
  { kind: 'file', text: 'Add file', type: 13 },
  { kind: 'separator', text: 'Add separator', type: 14 },
  { kind: 'buttons', text: 'Add link buttons', type: 1 },
]

/** Where the focus goes in a component just added: its first control. */
const FIRST_CONTROL: Record<number, string> = {
  10: 'text',
  17: 'accent colour',
  9: 'text 1',
  12: 'item 1 URL',
  13: 'attached file',
  14: 'spacing',
  1: 'button 1 label',
}

type ComponentListProps = {
  index: number
  /** Inside this container; top level when undefined. */
  container?: number
  /** A classic message: action rows of link buttons only, at most five. */
  classic?: boolean
}

/**
 * A list of components, reordered by mouse, keyboard or the move buttons, with a button to add each kind
 * Discord allows there: anything at the top level, anything but a container inside one.
 */
export function ComponentList({ index, container, classic = false }: ComponentListProps) {
  const list = useMemo(
    () => (container === undefined ? ['components'] : ['components', container, 'components']),
    [container],
  )
  const types = useTypes(index, list)
  const count = types.length
  const max = classic ? ACTION_ROWS_MAX : COMPONENTS_V2_TOTAL_MAX
  const where = container === undefined ? '' : ` to container ${container + 1}`
  const kinds = classic
    ? V2_KINDS.filter((k) => k.kind === 'buttons')
    : V2_KINDS.filter((k) => container === undefined || k.kind !== 'container')
  const scope = container === undefined ? 'top' : `c${container}`
  const ids = useMemo(() => types.map((_, i) => `m${index}-${scope}-${i}`), [types, index, scope])
  const onMove = useCallback(
    (from: number, to: number) => draftActions.moveBodyItem(index, list, from, to),
    [index, list],
  )
  const firstAdd = `${kinds[0]!.text}${where}`

  const add = (kind: ComponentKind, type: number) => {
    draftActions.addBodyItem(index, list, newComponent(kind), max)
    focusFirst([`${componentLabel(type, count, container)} ${FIRST_CONTROL[type]}`])
  }

  return (
    <div className="component-list">
      {count > 0 && (
        <SortableList
          ids={ids}
          labelOf={(i) => componentLabel(types[i], i, container)}
          handleLabelOf={(i) => dragLabel(i, container, classic)}
          onMove={onMove}
        >
          <ol className="component-list__items">
            {ids.map((id, position) => (
              <ComponentCard
                key={id}
                index={index}
                list={list}
                container={container}
                position={position}
                count={count}
                type={types[position] ?? 0}
                sortId={id}
                max={max}
                emptyFocus={firstAdd}
                classic={classic}
              />
            ))}
          </ol>
        </SortableList>
      )}
      <div className="component-list__add" role="group" aria-label={`Add a component${where}`}>
        {container !== undefined && (
          <span className="component-list__add-label" aria-hidden="true">
            Add to container {container + 1}:
          </span>
        )}
        {kinds.map(({ kind, text, type }) => (
          // Inside a container the button shows the kind only; its name says where it adds.
          <Button
            key={kind}
            onClick={() => add(kind, type)}
            disabled={count >= max}
            aria-label={container === undefined ? undefined : `${text}${where}`}
          >
            {container === undefined ? text : text.replace(/^Add /, '').replace(/^./, (c) => c.toUpperCase())}
          </Button>
        ))}
      </div>
    </div>
  )
}
