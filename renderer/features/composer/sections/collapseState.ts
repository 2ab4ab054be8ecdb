import { duplicated, moved, removed, toggled } from '../embeds/collapsedFlags'
import type { SectionKey } from './sectionPaths'
import { SECTION_KEYS } from './sectionPaths'

// What is collapsed in each message of each draft: screen state kept in the page's storage, never in
// the draft (so never in an export, a template or a request to Discord). Pure functions over that
// record; the store (collapseStore.ts) keeps it and writes it.

/** One message: its collapsed sections, and its embeds' collapsed flags by position. */
export type MessageCollapse = { sections: readonly SectionKey[]; embeds: readonly boolean[] }
/** One draft: its messages by id, and when it was last changed (the oldest are forgotten first). */
export type DraftCollapse = { at: number; messages: Readonly<Record<string, MessageCollapse>> }
export type CollapseRecord = Readonly<Record<string, DraftCollapse>>

/** Drafts remembered at most; beyond it the least recently changed are dropped. */
export const REMEMBERED_DRAFTS_MAX = 200

export const EXPANDED: MessageCollapse = { sections: [], embeds: [] }

/** What storage held, keeping only well-formed entries: a damaged record must not break the composer. */
export function readCollapseRecord(raw: unknown): CollapseRecord {
  if (!isObject(raw)) return {}
  const record: Record<string, DraftCollapse> = {}
  for (const [draftId, draft] of Object.entries(raw)) {
    if (!isObject(draft) || typeof draft.at !== 'number' || !isObject(draft.messages)) continue
    const messages: Record<string, MessageCollapse> = {}
    for (const [messageId, message] of Object.entries(draft.messages)) {
      if (!isObject(message)) continue
      const sections = Array.isArray(message.sections)
        ? SECTION_KEYS.filter((key) => (message.sections as unknown[]).includes(key))
        : []
      const embeds = Array.isArray(message.embeds) ? message.embeds.map((flag) => flag === true) : []
      messages[messageId] = { sections, embeds }
    }
    record[draftId] = { at: draft.at, messages }
  }
  return record
}

export function messageCollapse(record: CollapseRecord, draftId: string, messageId: string): MessageCollapse {
  return record[draftId]?.messages[messageId] ?? EXPANDED
}

/** The record with one message's state changed; the draft becomes the most recent, the oldest beyond the cap go. */
export function withMessage(
  record: CollapseRecord,
  draftId: string,
  messageId: string,
  change: (message: MessageCollapse) => MessageCollapse,
  now: number,
): CollapseRecord {
  const before = messageCollapse(record, draftId, messageId)
  const after = change(before)
  if (after === before) return record
  const draft = record[draftId]
  const next = { ...record, [draftId]: { at: now, messages: { ...draft?.messages, [messageId]: after } } }
  const ids = Object.keys(next)
  if (ids.length <= REMEMBERED_DRAFTS_MAX) return next
  const kept = ids.sort((a, b) => next[b]!.at - next[a]!.at).slice(0, REMEMBERED_DRAFTS_MAX)
  return Object.fromEntries(kept.map((id) => [id, next[id]!]))
}

export function isSectionCollapsed(message: MessageCollapse, section: SectionKey): boolean {
  return message.sections.includes(section)
}

export function withSection(
  message: MessageCollapse,
  section: SectionKey,
  collapsed: boolean,
): MessageCollapse {
  if (isSectionCollapsed(message, section) === collapsed) return message
  const sections = collapsed
    ? SECTION_KEYS.filter((key) => key === section || message.sections.includes(key))
    : message.sections.filter((key) => key !== section)
  return { ...message, sections }
}

/** Everything collapsed (every section and each of `embedCount` embeds) or everything open. */
export function withAll(collapsed: boolean, embedCount: number): MessageCollapse {
  return collapsed
    ? { sections: SECTION_KEYS, embeds: Array.from({ length: embedCount }, () => true) }
    : EXPANDED
}

/** What an embed list change does to the flags: they stay with their embed (collapsedFlags). */
export type EmbedsChange =
  | { kind: 'toggle'; embed: number }
  | { kind: 'open'; embed: number }
  | { kind: 'move'; from: number; to: number; count: number }
  | { kind: 'duplicate'; embed: number; count: number }
  | { kind: 'remove'; embed: number; count: number }

export function withEmbeds(message: MessageCollapse, change: EmbedsChange): MessageCollapse {
  const flags = message.embeds
  switch (change.kind) {
    case 'toggle':
      return { ...message, embeds: toggled(flags, change.embed) }
    case 'open':
      return flags[change.embed] ? { ...message, embeds: toggled(flags, change.embed) } : message
    case 'move':
      return { ...message, embeds: moved(flags, change.from, change.to, change.count) }
    case 'duplicate':
      return { ...message, embeds: duplicated(flags, change.embed, change.count) }
    case 'remove':
      return { ...message, embeds: removed(flags, change.embed, change.count) }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
