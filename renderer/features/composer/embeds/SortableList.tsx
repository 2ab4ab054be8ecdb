import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { useT } from '@renderer/i18n/store'

/** What a screen reader hears: items told by position, or the list's own announcements and instructions. */
type Telling =
  | {
      /** What a screen reader calls item `i` ("Embed 2"). */
      labelOf(position: number): string
    }
  | { announcements: Announcements; instructions: string }

type SortableListProps = Telling & {
  /** One id per item, in order; the position is read back from it. */
  ids: string[]
  /**
   * The drag handle's accessible name for item `i`, when items are keyed by position: it gets the focus
   * back after a drop. Items keyed by their own id keep their handle, and the focus with it.
   */
  handleLabelOf?(position: number): string
  onMove(from: number, to: number): void
  children: ReactNode
}

/**
 * Reorders a list by mouse (drag the handle) and by keyboard (Space on the handle, arrows, Space), and
 * tells screen readers what happens: by position, the way the list is labelled, or in the list's own words.
 */
export function SortableList(props: SortableListProps) {
  const { ids, handleLabelOf, onMove, children } = props
  const t = useT()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const at = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)))
  const byPosition = (labelOf: (position: number) => string): Announcements => {
    const told = (id: UniqueIdentifier, over?: UniqueIdentifier) => ({
      item: labelOf(at(id)),
      position: at(over ?? id) + 1,
      count: ids.length,
    })
    return {
      onDragStart: ({ active }) => t('composer.sortable.pickedUp', told(active.id)),
      onDragOver: ({ active, over }) =>
        over
          ? t('composer.sortable.over', told(active.id, over.id))
          : t('composer.sortable.outside', told(active.id)),
      onDragEnd: ({ active, over }) =>
        over
          ? t('composer.sortable.dropped', told(active.id, over.id))
          : t('composer.sortable.droppedInPlace', told(active.id)),
      onDragCancel: ({ active }) => t('composer.sortable.cancelled', told(active.id)),
    }
  }
  const telling =
    'announcements' in props
      ? props
      : { announcements: byPosition(props.labelOf), instructions: t('composer.sortable.instructions') }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = at(active.id)
    const to = at(over?.id)
    if (from < 0 || to < 0 || from === to) return
    onMove(from, to)
    // Items known by position: the handle that had the focus now belongs to another item.
    if (handleLabelOf) focusFirst([handleLabelOf(to)])
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: telling.announcements,
        screenReaderInstructions: { draggable: telling.instructions },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

/** One item of a SortableList: the wrapper's ref and style, and the props of its drag handle. */
export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  return {
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
    handle: { ...attributes, ...listeners, ref: setActivatorNodeRef },
  }
}

/** Moves the focus to the first of these controls that can take it, once the list has re-rendered. */
export function focusFirst(labels: string[], within: ParentNode = document): void {
  setTimeout(() => {
    for (const label of labels) {
      const element = within.querySelector<HTMLElement>(`[aria-label="${label}"]`)
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus()
        return
      }
    }
  }, 0)
}
