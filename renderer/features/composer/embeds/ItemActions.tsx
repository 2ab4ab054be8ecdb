import { useT } from '@renderer/i18n/store'
import { Icon } from './icons'
import { focusFirst } from './SortableList'

type ItemActionsProps = {
  /**
   * The item's name within a sentence at a position ("embed 2", "embed 2 field 3"): the buttons are named
   * "Move embed 2 up", "Remove embed 2 field 3", and the focus finds them by that name after a move.
   */
  nameAt(position: number): string
  position: number
  count: number
  canDuplicate: boolean
  /** Where the focus goes when the last item is removed. */
  emptyFocus: string
  onMove(to: number): void
  onDuplicate(): void
  onRemove(): void
}

/**
 * Move up, move down, duplicate and remove, by keyboard or mouse. Items are known by position, so after
 * each action the focus follows the item (or its neighbour) to where it now is.
 */
export function ItemActions(props: ItemActionsProps) {
  const { nameAt, position, count, canDuplicate, emptyFocus, onMove, onDuplicate, onRemove } = props
  const t = useT()
  const name = nameAt(position)
  const move = (to: number) => {
    onMove(to)
    const up = t('composer.items.moveUp', { item: nameAt(to) })
    const down = t('composer.items.moveDown', { item: nameAt(to) })
    focusFirst(to < position ? [up, down] : [down, up])
  }
  const remove = () => {
    onRemove()
    const next = position < count - 1 ? position : position - 1
    focusFirst(next >= 0 ? [t('composer.items.remove', { item: nameAt(next) }), emptyFocus] : [emptyFocus])
  }
  return (
    <div className="item-actions">
      <button
        type="button"
        className="icon-button"
        aria-label={t('composer.items.moveUp', { item: name })}
        title={t('composer.items.moveUp.short')}
        disabled={position === 0}
        onClick={() => move(position - 1)}
      >
        <Icon name="up" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('composer.items.moveDown', { item: name })}
        title={t('composer.items.moveDown.short')}
        disabled={position >= count - 1}
        onClick={() => move(position + 1)}
      >
        <Icon name="down" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('composer.items.duplicate', { item: name })}
        title={t('composer.items.duplicate.short')}
        disabled={!canDuplicate}
        onClick={() => {
          onDuplicate()
          focusFirst([t('composer.items.duplicate', { item: nameAt(position + 1) })])
        }}
      >
        <Icon name="copy" />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={t('composer.items.remove', { item: name })}
        title={t('composer.items.remove.short')}
        onClick={remove}
      >
        <Icon name="remove" />
      </button>
    </div>
  )
}
