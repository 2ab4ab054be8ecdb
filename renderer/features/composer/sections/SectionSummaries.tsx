import type { DraftFile, KeptAttachment } from '@shared/drafts/draft'
import type { Translate } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'
import type { Json } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { componentsSummary, embedsSummary, filesSummary, messageSummary, pingsSummary } from './summaries'

// Each collapsed section's line, read from the store as one string: it re-renders only when the words
// change, and none of the section's controls is mounted to compute it.

const NO_FILES: DraftFile[] = []
const NO_KEPT: KeptAttachment[] = []
const EMPTY: Json = {}

function useDataLine(index: number, line: (t: Translate, data: Json) => string): string {
  const t = useT()
  return useDraftsStore((state) => line(t, state.draft?.messages[index]?.data ?? EMPTY))
}

export function MessageSummary({ index }: { index: number }) {
  return <>{useDataLine(index, messageSummary)}</>
}

export function EmbedsSummary({ index }: { index: number }) {
  return <>{useDataLine(index, embedsSummary)}</>
}

export function ComponentsSummary({ index }: { index: number }) {
  return <>{useDataLine(index, componentsSummary)}</>
}

export function PingsSummary({ index }: { index: number }) {
  return <>{useDataLine(index, pingsSummary)}</>
}

export function FilesSummary({ index }: { index: number }) {
  const t = useT()
  const formats = useFormats()
  const line = useDraftsStore((state) => {
    const message = state.draft?.messages[index]
    return filesSummary(t, formats, message?.files ?? NO_FILES, message?.reference?.kept ?? NO_KEPT)
  })
  return <>{line}</>
}
