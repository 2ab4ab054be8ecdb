import { Icon } from './icons'
import { focusFirst } from './SortableList'

type ItemActionsProps = {
  /** "Embed 2" or "Embed 2 field 3": the buttons are named "Move embed 2 up", "Remove embed 2 field 3". */
  label: string
  position: number
  count: number
  canDuplicate: boolean
  /** Where the focus goes when the last item is removed. */
  emptyFocus: string
  onMove(to: number): void
  onDuplicate(): void
  onRemove(): void
}

/** Label of the item at another position: "Embed 2 field 3" → "embed 2 field 4". */
function renumbered(label: string, position: number): string {
  return label.replace(/(\d+)$/, String(position + 1)).replace(/^E/, 'e')
}

/**
 * Move up, move down, duplicate and remove, by keyboard or mouse. Items are known by position, so after
 * each action the focus follows the item (or its neighbour) to where it now is.
 */
export function ItemActions(props: ItemActionsProps) {
  const { label, position, count, canDuplicate, emptyFocus, onMove, onDuplicate, onRemove } = props
  const name = renumbered(label, position)
  const move = (to: number) => {
    onMove(to)
    const moved = renumbered(label, to)
    const [first, second] = to < position ? ['up', 'down'] : ['down', 'up']
    focusFirst([`Move ${moved} ${first}`, `Move ${moved} ${second}`])
  }
  const remove = () => {
    onRemove()
    const next = position < count - 1 ? position : position - 1
    focusFirst(next >= 0 ? [`Remove ${renumbered(label, next)}`, emptyFocus] : [emptyFocus])
  }
  return (
    <div className="item-actions">
      <button
        type="button"
        className="icon-button"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={position === 0}
        onClick={() => move(position - 1)}
      >
        <Icon name="up" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={position >= count - 1}
        onClick={() => move(position + 1)}
      >
        <Icon name="down" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Duplicate ${name}`}
        title="Duplicate"
        disabled={!canDuplicate}
        onClick={() => {
          onDuplicate()
          focusFirst([`Duplicate ${renumbered(label, position + 1)}`])
        }}
      >
        <Icon name="copy" />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={`Remove ${name}`}
        title="Remove"
        onClick={remove}
      >
        <Icon name="remove" />
      </button>
    </div>
  )
}
