import { useCallback, useMemo } from 'react'
import type { Translate } from '@shared/i18n'
import { ACTION_ROWS_MAX, COMPONENTS_V2_TOTAL_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import type { ComponentKind } from '@renderer/store/drafts/reducers'
import { newComponent } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst, SortableList } from '../embeds/SortableList'
import { ComponentCard } from './ComponentCard'
import { componentLabel, dragLabel, kindTitle } from './names'
import { useTypes } from './useBody'

const V2_KINDS: { kind: ComponentKind; type: number }[] = [
  { kind: 'text', type: 10 },
  { kind: 'container', type: 17 },
  { kind: 'section', type: 9 },
  { kind: 'gallery', type: 12 },
  { kind: 'file', type: 13 },
  { kind: 'separator', type: 14 },
  { kind: 'buttons', type: 1 },
]

/** Where the focus goes in a component just added (named `owner`): its first control. */
function firstControl(t: Translate, type: number, owner: string): string {
  const part = (key: Parameters<Translate>[0], values = {}) => t(key, { owner, ...values })
  switch (type) {
    case 10:
      return part('composer.components.part.text')
    case 17:
      return part('composer.components.part.accentColour')
    case 9:
      return part('composer.components.part.textN', { n: 1 })
    case 12:
      return t('composer.components.part.url', { owner: part('composer.components.part.itemN', { n: 1 }) })
    case 13:
      return part('composer.components.part.attachedFile')
    case 14:
      return part('composer.components.part.spacing')
    default:
      return t('composer.components.part.label', {
        owner: part('composer.components.part.buttonN', { n: 1 }),
      })
  }
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
  const t = useT()
  const types = useTypes(index, list)
  const count = types.length
  const max = classic ? ACTION_ROWS_MAX : COMPONENTS_V2_TOTAL_MAX
  const kinds = classic
    ? V2_KINDS.filter((k) => k.kind === 'buttons')
    : V2_KINDS.filter((k) => container === undefined || k.kind !== 'container')
  const scope = container === undefined ? 'top' : `c${container}`
  const ids = useMemo(() => types.map((_, i) => `m${index}-${scope}-${i}`), [types, index, scope])
  const onMove = useCallback(
    (from: number, to: number) => draftActions.moveBodyItem(index, list, from, to),
    [index, list],
  )
  const addName = (kind: ComponentKind) =>
    container === undefined
      ? t('composer.components.add', { kind })
      : t('composer.components.addTo', { kind, container: container + 1 })
  const firstAdd = addName(kinds[0]!.kind)

  const add = (kind: ComponentKind, type: number) => {
    draftActions.addBodyItem(index, list, newComponent(kind), max)
    focusFirst([firstControl(t, type, componentLabel(t, type, count, container))])
  }

  return (
    <div className="component-list">
      {count > 0 && (
        <SortableList
          ids={ids}
          labelOf={(i) => componentLabel(t, types[i], i, container)}
          handleLabelOf={(i) => dragLabel(t, i, container, classic)}
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
      <div
        className="component-list__add"
        role="group"
        aria-label={
          container === undefined
            ? t('composer.components.addGroup')
            : t('composer.components.addGroupTo', { container: container + 1 })
        }
      >
        {container !== undefined && (
          <span className="component-list__add-label" aria-hidden="true">
            {t('composer.components.addToLabel', { container: container + 1 })}
          </span>
        )}
        {kinds.map(({ kind, type }) => (
          // Inside a container the button shows the kind only; its name says where it adds.
          <Button
            key={kind}
            onClick={() => add(kind, type)}
            disabled={count >= max}
            aria-label={container === undefined ? undefined : addName(kind)}
          >
            {container === undefined ? addName(kind) : kindTitle(t, type)}
          </Button>
        ))}
      </div>
    </div>
  )
}
