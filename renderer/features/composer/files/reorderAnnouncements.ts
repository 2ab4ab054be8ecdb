import type { Announcements } from '@dnd-kit/core'
import type { DraftFile } from '@shared/drafts/draft'

/** What a screen reader hears while a file is dragged: its name and place, not its staged handle. */
export function reorderAnnouncements(files: readonly DraftFile[]): Announcements {
  const place = (id: string | number | undefined) => files.findIndex((file) => file.handle === id) + 1
  const name = (id: string | number) => files[place(id) - 1]?.name ?? 'The file'
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, file ${place(active.id)} of ${files.length}.`,
    // Over its own place is where a drag starts: "Picked up" says that already.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${name(active.id)} is over place ${place(over.id)} of ${files.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at place ${place(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back in its place.`,
  }
}

export const reorderInstructions =
  'To move a file, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.'
