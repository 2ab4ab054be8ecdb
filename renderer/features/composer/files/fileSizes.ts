import { DRAFT_FILES_MAX } from '@shared/drafts/draft'
import { UPLOAD_REQUEST_MAX_MIB } from '@shared/discord/limits'

export const MIB = 1024 * 1024

export type FileProblem = { path: string; message: string }
type SizedFile = { name: string; size: number }

/** A size as people read it: 512 B, 4.2 KiB, 12.5 MiB (rounded up, so "over" never reads as equal). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MIB) return `${Math.ceil((bytes / 1024) * 10) / 10} KiB`
  return `${Math.ceil((bytes / MIB) * 10) / 10} MiB`
}

/** The most a whole message may carry: Discord's request cap, or one file at a boosted server's limit. */
export function requestMaxMiB(limitMiB: number | undefined): number {
  return Math.max(UPLOAD_REQUEST_MAX_MIB, limitMiB ?? 0)
}

/**
 * What stops these files from going with the message, by the rule the services enforce
 * (electron/services/send/uploadSizes.ts): each file against the target's per-file limit, all of them
 * against the request cap, and Discord's 10 attachments counting those an edit keeps. `limitMiB`
 * undefined: no target yet, so only the request cap and the count are checked.
 */
export function fileProblems(
  files: readonly SizedFile[],
  limitMiB: number | undefined,
  keptCount = 0,
): FileProblem[] {
  const problems: FileProblem[] = []
  files.forEach((file, index) => {
    if (limitMiB !== undefined && file.size > limitMiB * MIB) {
      problems.push({
        path: `files.${index}`,
        message: `${file.name} is ${formatBytes(file.size)}; this webhook’s server accepts files up to ${limitMiB} MiB. If the server is boosted, raise the webhook’s upload limit.`,
      })
    }
  })
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const cap = requestMaxMiB(limitMiB)
  if (total > cap * MIB) {
    problems.push({
      path: 'files',
      message: `The files add up to ${formatBytes(total)}; Discord accepts at most ${cap} MiB per message.`,
    })
  }
  const count = files.length + keptCount
  if (count > DRAFT_FILES_MAX) {
    problems.push({
      path: 'files',
      message: `${count} attachments: Discord takes at most ${DRAFT_FILES_MAX} per message. Remove ${count - DRAFT_FILES_MAX}.`,
    })
  }
  return problems
}

/** Files still on their way to staging: the message cannot go without them. */
export function uploadingProblem(uploading: number): FileProblem {
  const what = uploading === 1 ? 'a file' : `${uploading} files`
  return { path: 'files', message: `Wait for ${what} to finish attaching, or cancel.` }
}
