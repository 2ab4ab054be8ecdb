import '@renderer/styles/composer-choice.css'
import '@renderer/styles/composer-files.css'
import { useCallback, useRef } from 'react'
import type { DraftFile } from '@shared/drafts/draft'
import { DRAFT_FILES_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { SectionCard } from '../sections/SectionCard'
import { FilesSummary } from '../sections/SectionSummaries'
import { AttachmentsList } from './AttachmentsList'
import { KeptAttachments } from './KeptAttachments'
import { UploadRow } from './UploadRow'
import { useDropAndPaste } from './useDropAndPaste'
import { useFileLimitProblems } from './useFileProblems'
import { useUploadsStore } from './uploadsStore'

export { useFileProblems } from './useFileProblems'
export type { FileProblem } from './fileSizes'

const NO_FILES: DraftFile[] = []

/** Attachments: pick, drop or paste files; each is staged with progress, then listed to edit. */
export function FilesSection({ index }: { index: number }) {
  const t = useT()
  const files = useDraftsStore((state) => state.draft?.messages[index]?.files ?? NO_FILES)
  const kept = useDraftsStore((state) => state.draft?.messages[index]?.reference?.kept)
  const draftId = useDraftsStore((state) => state.draft?.id)
  const uploads = useUploadsStore((state) => state.uploads)
  const refused = useUploadsStore((state) => state.refused)
  const attach = useUploadsStore((state) => state.attach)
  const problems = useFileLimitProblems(index)
  const input = useRef<HTMLInputElement>(null)
  const section = useRef<HTMLElement>(null)
  const onFiles = useCallback((picked: File[]) => attach(index, picked), [attach, index])
  const dragging = useDropAndPaste(section, onFiles)
  const mine = uploads.filter((upload) => upload.draftId === draftId)
  const general = problems.filter((problem) => problem.path === 'files')
  const id = controlId(index, 'files')
  const count = files.length + (kept?.length ?? 0)

  return (
    <SectionCard
      ref={section}
      index={index}
      section="files"
      title={t('composer.files.title')}
      className="composer-files"
      summary={<FilesSummary index={index} />}
      head={
        <div className="files__head">
          <span className="files__count">
            {count}/{DRAFT_FILES_MAX}
          </span>
          <Button id={id} onClick={() => input.current?.click()} disabled={count >= DRAFT_FILES_MAX}>
            {t('composer.files.attach')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-hidden="true"
            tabIndex={-1}
            data-testid="attach-input"
            onChange={(event) => {
              onFiles([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </div>
      }
    >
      <p className={dragging ? 'files__hint files__hint--drop' : 'files__hint'}>
        {t(dragging ? 'composer.files.dropHint' : 'composer.files.hint')}
      </p>
      {refused && <p className="files__problem">{t(refused.id, refused.values)}</p>}
      {mine.length > 0 && (
        <ul className="uploads" aria-label={t('composer.files.attachingList')}>
          {mine.map((upload) => (
            <UploadRow key={upload.id} upload={upload} />
          ))}
        </ul>
      )}
      {files.length > 0 && <AttachmentsList index={index} files={files} problems={problems} />}
      {general.map((problem) => (
        <p key={problem.message} className="files__problem">
          {problem.message}
        </p>
      ))}
      {kept && kept.length > 0 && <KeptAttachments index={index} kept={kept} />}
    </SectionCard>
  )
}
