import type { Announcements } from '@dnd-kit/core'
import type { DraftFile } from '@shared/drafts/draft'
import type { Translate } from '@shared/i18n'

/** What a screen reader hears while a file is dragged: its name and place, not its staged handle. */
export function reorderAnnouncements(files: readonly DraftFile[], t: Translate): Announcements {
  const place = (id: string | number | undefined) => files.findIndex((file) => file.handle === id) + 1
  const name = (id: string | number) => files[place(id) - 1]?.name ?? t('composer.files.theFile')
  const count = files.length
  return {
    onDragStart: ({ active }) =>
      t('composer.files.pickedUp', { name: name(active.id), place: place(active.id), count }),
    // Over its own place is where a drag starts: "Picked up" says that already.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('composer.files.over', { name: name(active.id), place: place(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('composer.files.droppedAt', { name: name(active.id), place: place(over.id) })
        : t('composer.files.dropped', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('composer.files.moveCancelled', { name: name(active.id) }),
  }
}
