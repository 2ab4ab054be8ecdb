import { stat } from 'node:fs/promises'
import path from 'node:path'
import { UPLOAD_REQUEST_MAX_MIB } from '@shared/discord'
import type { Target } from '@shared/rpc/areas/send'
import { RpcError, said } from '@shared/rpc/errors'
import type { UploadFile } from '../discord'

const MIB = 1024 * 1024

type SizedFile = { name: string; bytes: number }
type Issue = { path: string; message: string }

/** Rounded up to a tenth, so a file just over the limit never reads as equal to it. */
function mib(bytes: number): string {
  return `${Math.ceil((bytes / MIB) * 10) / 10} MiB`
}

/**
 * One issue per file over the per-file limit, and one for a request over Discord's total. Discord would
 * answer 413 only after the whole body went up; checking here costs no upload and names the file.
 * `limitMiB` undefined: the limit is unknown (the CLI), so only the request total is checked.
 */
export function uploadSizeIssues(
  files: readonly SizedFile[],
  limitMiB: number | undefined,
  kind: Target['kind'],
): Issue[] {
  const remedy =
    kind === 'saved'
      ? 'Raise the webhook’s upload limit if the server is boosted.'
      : 'Raise the default upload limit in Settings if the server is boosted.'
  const issues: Issue[] = []
  files.forEach((file, index) => {
    if (limitMiB !== undefined && file.bytes > limitMiB * MIB) {
      issues.push({
        path: `files[${index}]`,
        message: `${file.name} is ${mib(file.bytes)}; this webhook’s server accepts files up to ${limitMiB} MiB. ${remedy}`,
      })
    }
  })
  // 25 MiB is the request cap of an unboosted server. A boosted server's per-file limit (50 or 100 MiB)
  // is above it, and a request must at least fit one such file, so the cap never sits below the limit.
  const requestMiB = Math.max(UPLOAD_REQUEST_MAX_MIB, limitMiB ?? 0)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  if (total > requestMiB * MIB) {
    issues.push({
      path: 'files',
      message: `The files add up to ${mib(total)}; Discord accepts at most ${requestMiB} MiB per message.`,
    })
  }
  return issues
}

/**
 * Sizes the files (a staged file's size is known; a CLI path is stat'ed) and refuses the send when one is too large, before a request exists. A file that
 * cannot be read is left to prepareUploads, which reports it with its own message.
 */
export async function checkUploadSizes(
  files: readonly UploadFile[],
  limitMiB: number | undefined,
  kind: Target['kind'],
): Promise<void> {
  const sized: SizedFile[] = []
  for (const file of files) {
    sized.push({ name: file.name ?? path.basename(file.path), bytes: file.size ?? (await sizeOf(file.path)) })
  }
  const issues = uploadSizeIssues(sized, limitMiB, kind)
  if (issues.length === 0) return
  const over = issues.filter((issue) => issue.path !== 'files').length
  const sentence =
    over === 0
      ? said('service.send.filesTooLarge', 'The files are too large for one message; nothing was sent.')
      : said(
          'service.send.filesOverLimit',
          `${over === 1 ? 'A file is' : `${over} files are`} over the upload limit; nothing was sent.`,
          { over },
        )
  throw new RpcError({ kind: 'invalidInput', ...sentence, issues })
}

async function sizeOf(file: string): Promise<number> {
  try {
    const info = await stat(file)
    return info.isFile() ? info.size : 0
  } catch {
    return 0
  }
}
