import { useMemo } from 'react'
import type { DraftFile } from '@shared/drafts/draft'
import { useFormats, useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { useTargetReadiness } from '../target'
import type { FileProblem } from './fileSizes'
import { fileProblems, uploadingProblem } from './fileSizes'
import { missingFileProblems, useMissingFiles } from './missingFiles'
import { useUploadsStore } from './uploadsStore'

const NO_FILES: DraftFile[] = []

/**
 * Sizes against the target's upload limit and the request cap, the count, and files whose staged bytes
 * are gone; shown at the files.
 */
export function useFileLimitProblems(index: number): FileProblem[] {
  const files = useDraftsStore((state) => state.draft?.messages[index]?.files ?? NO_FILES)
  const kept = useDraftsStore((state) => state.draft?.messages[index]?.reference?.kept.length ?? 0)
  const missing = useMissingFiles((state) => state.missing)
  const readiness = useTargetReadiness(index)
  const limit = readiness.ok ? readiness.uploadLimitMiB : undefined
  const t = useT()
  const formats = useFormats()
  return useMemo(
    () => [...missingFileProblems(files, missing, t), ...fileProblems(files, limit, kept, { t, formats })],
    [files, limit, kept, missing, t, formats],
  )
}

/**
 * What stops the message's files from being sent, as `{ path: 'files.N' | 'files', message }` for the
 * send bar's problem list: the limits above, and files still attaching. Without a target only the
 * limits every server has are checked.
 */
export function useFileProblems(index: number): FileProblem[] {
  const limits = useFileLimitProblems(index)
  const draftId = useDraftsStore((state) => state.draft?.id)
  const uploading = useUploadsStore(
    (state) => state.uploads.filter((upload) => upload.draftId === draftId && !upload.error).length,
  )
  const t = useT()
  return useMemo(
    () => (uploading > 0 ? [...limits, uploadingProblem(uploading, t)] : limits),
    [limits, uploading, t],
  )
}
