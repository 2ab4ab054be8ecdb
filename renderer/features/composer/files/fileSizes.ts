import { DRAFT_FILES_MAX } from '@shared/drafts/draft'
import { UPLOAD_REQUEST_MAX_MIB } from '@shared/discord/limits'
import type { Formats, Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'
import { useLocaleStore } from '@renderer/i18n/store'

export const MIB = 1024 * 1024

export type FileProblem = { path: string; message: string }
type SizedFile = { name: string; size: number }

/**
 * A size as people read it in the page's language: 512 B, 4.2 KiB, 12.5 MiB (rounded up, so "over" never
 * reads as equal). Components pass useFormats()' so they re-render on a language switch.
 */
export function formatBytes(bytes: number, formats: Formats = useLocaleStore.getState().formats): string {
  return formats.bytes(bytes)
}

/** The sentences below in the page's language: `t` and its formats, the page's own by default. */
type Wording = { t?: Translate; formats?: Formats }

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
  { t = currentTranslator(), formats = useLocaleStore.getState().formats }: Wording = {},
): FileProblem[] {
  const problems: FileProblem[] = []
  files.forEach((file, index) => {
    if (limitMiB !== undefined && file.size > limitMiB * MIB) {
      problems.push({
        path: `files.${index}`,
        message: t('composer.files.tooBig', {
          name: file.name,
          size: formats.bytes(file.size),
          limit: formats.bytes(limitMiB * MIB),
        }),
      })
    }
  })
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const cap = requestMaxMiB(limitMiB)
  if (total > cap * MIB) {
    problems.push({
      path: 'files',
      message: t('composer.files.tooMuch', { size: formats.bytes(total), cap: formats.bytes(cap * MIB) }),
    })
  }
  const count = files.length + keptCount
  if (count > DRAFT_FILES_MAX) {
    problems.push({
      path: 'files',
      message: t('composer.files.tooMany', { count, max: DRAFT_FILES_MAX, extra: count - DRAFT_FILES_MAX }),
    })
  }
  return problems
}

/** Files still on their way to staging: the message cannot go without them. */
export function uploadingProblem(uploading: number, t: Translate = currentTranslator()): FileProblem {
  return { path: 'files', message: t('composer.files.uploading', { count: uploading }) }
}
