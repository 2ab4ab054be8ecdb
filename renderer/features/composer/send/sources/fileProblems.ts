import { useMemo } from 'react'
import type { DraftFile } from '../../../../../shared/drafts/draft'
import { useDraftsStore } from '../../../../store/drafts/store'
import { useTargetReadiness } from '../readinessSources'

export type FileProblem = { path: string; message: string }

const MIB = 1024 * 1024

/** Each file over the target's upload limit, and all of them together over it. */
export function fileProblems(files: readonly DraftFile[], uploadLimitMiB: number): FileProblem[] {
  const limit = uploadLimitMiB * MIB
  const problems: FileProblem[] = files.flatMap((file, index) =>
    file.size > limit
      ? [
          {
            path: `files.${index}`,
            message: `“${file.name}” is larger than the ${uploadLimitMiB} MiB this webhook may upload.`,
          },
        ]
      : [],
  )
  const total = files.reduce((sum, file) => sum + file.size, 0)
  if (files.length > 1 && total > limit) {
    problems.push({ path: 'files.0', message: `The files together are larger than ${uploadLimitMiB} MiB.` })
  }
  return problems
}

/** The minimal file check the send bar uses until the files part's own lands. */
export function useLocalFileProblems(index: number): FileProblem[] {
  const files = useDraftsStore((state) => state.draft?.messages[index]?.files)
  const readiness = useTargetReadiness(index)
  const limit = readiness.ok ? readiness.uploadLimitMiB : 10
  return useMemo(() => fileProblems(files ?? [], limit), [files, limit])
}
