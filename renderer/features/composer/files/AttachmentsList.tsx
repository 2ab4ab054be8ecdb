import type { DragEndEvent } from '@dnd-kit/core'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import type { DraftFile } from '../../../../shared/drafts/draft'
import { draftActions } from '../../../store/drafts/store'
import type { FileProblem } from './fileSizes'
import { FileRow } from './FileRow'
import { reorderAnnouncements, reorderInstructions } from './reorderAnnouncements'

type AttachmentsListProps = { index: number; files: DraftFile[]; problems: FileProblem[] }

/** The message's files in send order; reorder by dragging (mouse or keyboard) or the move buttons. */
export function AttachmentsList({ index, files, problems }: AttachmentsListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const handles = files.map((file) => file.handle)
  function onDragEnd(event: DragEndEvent) {
    const from = handles.indexOf(String(event.active.id))
    const to = event.over ? handles.indexOf(String(event.over.id)) : -1
    if (from >= 0 && to >= 0 && from !== to) draftActions.moveFile(index, from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: reorderAnnouncements(files),
        screenReaderInstructions: reorderInstructions,
      }}
    >
      <SortableContext items={handles} strategy={verticalListSortingStrategy}>
        <ul className="attachments" aria-label="Attachments">
          {files.map((file, i) => (
            <FileRow
              key={file.handle}
              index={index}
              file={i}
              count={files.length}
              value={file}
              problems={problems.filter((p) => p.path === `files.${i}`).map((p) => p.message)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
