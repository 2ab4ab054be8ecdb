import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { historyEntryViewSchema } from '@shared/rpc/areas/history'

/** Which entries the history screen lists. */
export type HistoryView =
  { kind: 'all' } | { kind: 'webhook'; webhookId: string } | { kind: 'channel'; channelId: string }

/** Puts a changed entry in place of its old row; an entry not listed is ignored. */
export function replaceEntry(
  entries: readonly HistoryEntryView[],
  entry: HistoryEntryView,
): HistoryEntryView[] {
  return entries.map((item) => (item.id === entry.id ? pickView(entry) : item))
}

/** The row's fields, taken from the schema so a field added there is kept here too. */
const viewFields = Object.keys(historyEntryViewSchema.shape) as (keyof HistoryEntryView)[]

/** A detail carries payloads; the list keeps only the row's fields. */
function pickView(entry: HistoryEntryView): HistoryEntryView {
  return Object.fromEntries(viewFields.map((field) => [field, entry[field]])) as HistoryEntryView
}

/** The row words it in the page's language. */
export type EntryStatus = { key: 'deleted' | 'edited' | 'loaded' | 'sent' }

/** The one word a row shows for where the message stands. */
export function entryStatus(entry: HistoryEntryView): EntryStatus {
  if (entry.deletedAt) return { key: 'deleted' }
  if (entry.editedAt || entry.revisionCount > 0) return { key: 'edited' }
  if (entry.source === 'loaded') return { key: 'loaded' }
  return { key: 'sent' }
}

/** A short excerpt for the row: whitespace folded, cut at a word near `max` characters; '' for no text. */
export function excerpt(text: string, max = 140): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  const chars = [...folded]
  if (chars.length <= max) return folded
  const cut = chars.slice(0, max).join('')
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** The view's key for the select and the URL-like state: "all", "webhook:<id>", "channel:<id>". */
export function viewKey(view: HistoryView): string {
  if (view.kind === 'webhook') return `webhook:${view.webhookId}`
  if (view.kind === 'channel') return `channel:${view.channelId}`
  return 'all'
}

export function parseViewKey(key: string): HistoryView {
  const [kind, id] = key.split(':')
  if (kind === 'webhook' && id) return { kind: 'webhook', webhookId: id }
  if (kind === 'channel' && id) return { kind: 'channel', channelId: id }
  return { kind: 'all' }
}
