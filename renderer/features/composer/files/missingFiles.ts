import { create } from 'zustand'
import type { DraftFile } from '@shared/drafts/draft'
import type { Translate } from '@shared/i18n'
import { attempt } from '@renderer/api/attempt'
import { currentTranslator } from '@renderer/i18n/current'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import type { FileProblem } from './fileSizes'

/** files.info takes at most this many handles per call. */
const INFO_MAX = 100

type MissingFiles = {
  /** Handles of the open draft's files whose staged bytes are gone (a draft an older Herald saved). */
  missing: ReadonlySet<string>
}

export const useMissingFiles = create<MissingFiles>()(() => ({ missing: new Set() }))

/** The row's and Send's reason for each file whose bytes are gone, at `files.N`. */
export function missingFileProblems(
  files: readonly Pick<DraftFile, 'handle' | 'name'>[],
  missing: ReadonlySet<string>,
  t: Translate = currentTranslator(),
): FileProblem[] {
  return files.flatMap((file, index) =>
    missing.has(file.handle)
      ? [
          {
            path: `files.${index}`,
            message: t('composer.files.missing', { name: file.name }),
          },
        ]
      : [],
  )
}

/** Asks the services which of these handles have no bytes staged; keeps the answer of the last ask. */
async function check(handles: readonly string[]): Promise<void> {
  const missing = new Set<string>()
  for (let at = 0; at < handles.length; at += INFO_MAX) {
    const outcome = await attempt('files.info', { handles: handles.slice(at, at + INFO_MAX) })
    // Unreachable services: nothing is known to be missing, and Send says what is wrong itself.
    if (!outcome.ok) return
    for (const handle of outcome.value.missing) missing.add(handle)
  }
  if (handles.join() !== checkedKey) return
  const before = useMissingFiles.getState().missing
  if (missing.size === before.size && [...missing].every((handle) => before.has(handle))) return
  useMissingFiles.setState({ missing })
}

// Each time the open draft's files change (it loads, Undo brings one back), the services say which are gone.
let checkedKey: string | undefined
useDraftsStore.subscribe((state) => {
  const handles = state.draft?.messages.flatMap((message) => message.files.map((file) => file.handle)) ?? []
  const key = handles.join()
  if (key === checkedKey) return
  checkedKey = key
  if (handles.length === 0) useMissingFiles.setState({ missing: new Set() })
  else drop(check(handles))
})
