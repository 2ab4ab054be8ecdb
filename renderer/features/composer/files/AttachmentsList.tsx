import type { DraftFile } from '@shared/drafts/draft'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { SortableList } from '../embeds/SortableList'
import type { FileProblem } from './fileSizes'
import { FileRow } from './FileRow'
import { reorderAnnouncements } from './reorderAnnouncements'

type AttachmentsListProps = { index: number; files: DraftFile[]; problems: FileProblem[] }

/** The message's files in send order; reorder by dragging (mouse or keyboard) or the move buttons. */
export function AttachmentsList({ index, files, problems }: AttachmentsListProps) {
  const t = useT()
  return (
    <SortableList
      ids={files.map((file) => file.handle)}
      announcements={reorderAnnouncements(files, t)}
      instructions={t('composer.files.instructions')}
      onMove={(from, to) => draftActions.moveFile(index, from, to)}
    >
      <ul className="attachments" aria-label={t('composer.files.list')}>
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
    </SortableList>
  )
}
