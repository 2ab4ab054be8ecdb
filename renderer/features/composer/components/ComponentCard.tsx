import { memo, useCallback } from 'react'
import { useT } from '@renderer/i18n/store'
import { COMPONENTS_V2_TOTAL_MAX } from '@shared/discord'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { Icon } from '../embeds/icons'
import { ItemActions } from '../embeds/ItemActions'
import { useSortableItem } from '../embeds/SortableList'
import { ContainerBody } from './ContainerBody'
import { GalleryBody } from './GalleryBody'
import { componentLabel, componentRef, dragLabel, idOf, kindTitle, pathText } from './names'
import { RowBody } from './RowBody'
import { SectionBody } from './SectionBody'
import { FileBody, SeparatorBody, TextBody } from './SimpleBodies'
import { problemIn, useMeasured } from './useBody'

type ComponentCardProps = {
  index: number
  /** The list this component is in: ['components'] or ['components', 0, 'components']. */
  list: BodyPath
  /** The container it is in, when nested. */
  container: number | undefined
  position: number
  count: number
  type: number
  sortId: string
  /** How many the list may hold (5 rows on a classic message, 40 components in V2). */
  max: number
  emptyFocus: string
  classic: boolean
}

/** One component as a group: its drag handle, kind and position, actions, what it is missing, its body. */
export const ComponentCard = memo(function ComponentCard(props: ComponentCardProps) {
  const { index, list, container, position, count, type, sortId, max, emptyFocus, classic } = props
  const t = useT()
  const path = [...list, position]
  const label = componentLabel(t, type, position, container)
  const nameAt = useCallback((at: number) => componentLabel(t, type, at, container), [t, type, container])
  const sortable = useSortableItem(sortId)
  const text = pathText(path)
  const { problem } = useMeasured(index, (measured) => ({
    problem:
      problemIn(measured, text, t) ??
      problemIn(measured, `${text}.components`, t) ??
      problemIn(measured, `${text}.items`, t),
  }))
  const body = { index, path, label, nameInText: componentRef(t, type, position, container) }
  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      className={`component-card component-card--t${type}${sortable.isDragging ? ' component-card--dragging' : ''}`}
    >
      <div role="group" aria-label={label} id={idOf(index, path)} tabIndex={-1}>
        <div className="component-card__head">
          <button
            type="button"
            className="drag-handle"
            aria-label={dragLabel(t, position, container, classic)}
            {...sortable.handle}
          >
            <Icon name="grip" />
          </button>
          <span className="component-card__name">
            {kindTitle(t, type)} <span className="component-card__position">{label}</span>
          </span>
          <ItemActions
            nameAt={nameAt}
            position={position}
            count={count}
            canDuplicate={count < max && count < COMPONENTS_V2_TOTAL_MAX}
            emptyFocus={emptyFocus}
            onMove={(to) => draftActions.moveBodyItem(index, list, position, to)}
            onDuplicate={() => draftActions.duplicateBodyItem(index, list, position, max)}
            onRemove={() => draftActions.removeBodyItem(index, list, position)}
          />
        </div>
        {problem && <p className="component-card__problem">{problem}</p>}
        {type === 10 && <TextBody {...body} />}
        {type === 9 && <SectionBody {...body} />}
        {type === 12 && <GalleryBody {...body} />}
        {type === 13 && <FileBody {...body} />}
        {type === 14 && <SeparatorBody {...body} />}
        {type === 1 && <RowBody {...body} />}
        {type === 17 && <ContainerBody {...body} position={position} />}
      </div>
    </li>
  )
})
