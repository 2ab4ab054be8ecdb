import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { ItemActions } from '../embeds/ItemActions'

type ListItemActionsProps = {
  index: number
  /** The list in the body: ['components', 2, 'items']. */
  list: BodyPath
  position: number
  count: number
  max: number
  /** "Gallery 3 item 2" at a position: the buttons are "Move Gallery 3 item 2 up" and so on. */
  nameAt(position: number): string
  /** Where the focus goes when the last item is removed (the add button's name). */
  emptyFocus: string
}

/** Move, duplicate and remove for one item of a list inside a component (gallery items, buttons, texts). */
export function ListItemActions({
  index,
  list,
  position,
  count,
  max,
  nameAt,
  emptyFocus,
}: ListItemActionsProps) {
  return (
    <ItemActions
      nameAt={nameAt}
      position={position}
      count={count}
      canDuplicate={count < max}
      emptyFocus={emptyFocus}
      onMove={(to) => draftActions.moveBodyItem(index, list, position, to)}
      onDuplicate={() => draftActions.duplicateBodyItem(index, list, position, max)}
      onRemove={() => draftActions.removeBodyItem(index, list, position)}
    />
  )
}
