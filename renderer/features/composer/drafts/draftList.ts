import type { DraftSummary } from '@shared/drafts/draft'

/** What a row of the drafts list says about its draft, beside its name. */
export type DraftMark = 'sent' | 'editing' | 'scheduled' | 'status'

export type DraftRow = { summary: DraftSummary; marks: DraftMark[] }

/**
 * What the list knows besides the rows: drafts with a pending schedule, the ids of messages marked as
 * status messages, and the drafts aimed at one (their Send updates it).
 */
export type DraftMarkSources = {
  scheduled: ReadonlySet<string>
  statusMessages: ReadonlySet<string>
  statusAims: ReadonlySet<string>
}

/** Lower case without accents, so "cafe" finds "Café". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The drafts list: last edited first, only the drafts holding every word of `query` (in the name or any
 * message's words), each with its marks.
 */
export function draftRows(
  summaries: readonly DraftSummary[],
  query: string,
  sources: DraftMarkSources,
): DraftRow[] {
  const terms = folded(query).split(/\s+/).filter(Boolean)
  return summaries
    .filter((summary) => {
      if (terms.length === 0) return true
      const text = folded(`${summary.name} ${summary.preview} ${summary.words}`)
      return terms.every((term) => text.includes(term))
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((summary) => ({ summary, marks: marksOf(summary, sources) }))
}

function marksOf(summary: DraftSummary, sources: DraftMarkSources): DraftMark[] {
  const marks: DraftMark[] = []
  if (summary.sentAt) marks.push('sent')
  if (summary.editing) marks.push('editing')
  if (sources.scheduled.has(summary.id)) marks.push('scheduled')
  const status = summary.messageIds.some((id) => sources.statusMessages.has(id))
  if (status || sources.statusAims.has(summary.id)) marks.push('status')
  return marks
}
