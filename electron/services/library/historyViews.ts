import type { HistoryEntryDetail, HistoryEntryView, HistoryPlace } from '@shared/rpc/areas/history'
import type { HistoryEntry } from '../stores/historyStore'
import { attachmentsOfMessage, withAttachmentRefs } from '@shared/discord/messageAttachments'

export const IS_COMPONENTS_V2 = 1 << 15
const SUPPRESS_EMBEDS = 1 << 2
const PREVIEW_LENGTH = 140

export function historyView(
  entry: HistoryEntry,
  webhookLabel: string | null,
  place: HistoryPlace,
): HistoryEntryView {
  const edited = entry.current.message.edited_timestamp
  return {
    id: entry.id,
    webhookId: entry.webhookId,
    webhookLabel,
    messageId: entry.messageId,
    channelId: entry.channelId,
    threadId: entry.threadId,
    guildId: entry.guildId,
    place,
    source: entry.source,
    sentAt: entry.sentAt,
    editedAt: typeof edited === 'string' ? edited : entry.revisions.length > 0 ? entry.current.at : null,
    deletedAt: entry.deletedAt,
    preview: previewOf(entry),
    attachmentNames: entry.current.attachmentNames,
    revisionCount: entry.revisions.length,
    messageLink: messageLinkOf(entry),
  }
}

/** Discord's link to the message; null when its server is not known (a webhook pasted as a URL). */
export function messageLinkOf(entry: HistoryEntry): string | null {
  return entry.guildId
    ? `https://discord.com/channels/${entry.guildId}/${entry.threadId ?? entry.channelId}/${entry.messageId}`
    : null
}

export function historyDetail(
  entry: HistoryEntry,
  webhookLabel: string | null,
  place: HistoryPlace,
): HistoryEntryDetail {
  return { ...historyView(entry, webhookLabel, place), current: entry.current, revisions: entry.revisions }
}

/** Everything a search may match: texts of the message as sent and as returned, names and ids. */
export function searchTextOf(entry: HistoryEntry, webhookLabel: string | null): string {
  const texts: string[] = [entry.messageId, entry.channelId, entry.webhookId, webhookLabel ?? '']
  collectStrings(entry.current.payload, texts)
  // A message loaded from a link has no payload: its text is only in Discord's message.
  if (typeof entry.current.message.content === 'string') texts.push(entry.current.message.content)
  collectStrings(entry.current.message.embeds, texts)
  texts.push(...entry.current.attachmentNames)
  return texts.join('\n').toLowerCase()
}

function previewOf(entry: HistoryEntry): string {
  const body = record(entry.current.payload) ?? entry.current.message
  const texts: string[] = []
  if (typeof body.content === 'string') texts.push(body.content)
  collectStrings(body.embeds, texts, ['title', 'description'])
  collectStrings(body.components, texts, ['content', 'label'])
  const text = texts.join(' · ').replace(/\s+/g, ' ').trim()
  if (text) return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text
  return entry.current.attachmentNames.length > 0 ? entry.current.attachmentNames.join(', ') : '(no text)'
}

function collectStrings(value: unknown, out: string[], only?: readonly string[], depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return
  if (typeof value === 'string') {
    if (!only) out.push(value)
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, out, only, depth + 1)
    return
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (only && typeof item === 'string' && only.includes(key)) out.push(item)
      else collectStrings(item, out, only, depth + 1)
    }
  }
}

export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

export type ExistingAttachment = {
  id: string
  filename: string
  description: string | null
  size: number | null
  contentType: string | null
  url: string | null
}

/** The attachments the message has now, from Discord's own message object. */
export function existingAttachments(message: Record<string, unknown>): ExistingAttachment[] {
  const list = Array.isArray(message.attachments) ? message.attachments : []
  return list.flatMap((item) => {
    const a = record(item)
    if (!a || typeof a.id !== 'string') return []
    return [
      {
        id: a.id,
        filename: typeof a.filename === 'string' ? a.filename : 'file',
        description: typeof a.description === 'string' ? a.description : null,
        size: typeof a.size === 'number' ? a.size : null,
        contentType: typeof a.content_type === 'string' ? a.content_type : null,
        url: typeof a.url === 'string' ? a.url : null,
      },
    ]
  })
}

/**
 * The body to edit: what was sent (or, for a loaded message, what Discord returned), limited to the
 * fields an edit accepts (discord-wire §6.2). IS_COMPONENTS_V2 stays set (Discord cannot remove it), and
 * every file the message holds is listed, those its embeds and components show included, because under
 * v10 an edit's attachments array is the complete final list. A file's CDN address in an embed or
 * component goes back as attachment://<name>: sent as an address, Discord would show the file a second
 * time, loose (docs/decisions.md, issue 19).
 */
export function editablePayload(entry: HistoryEntry): {
  payload: Record<string, unknown>
  componentsV2: boolean
} {
  const message = entry.current.message
  const sent = record(entry.current.payload) ?? {}
  const base = entry.source === 'sent' ? sent : message
  const flags = (numberOr(message.flags) | numberOr(sent.flags)) & (IS_COMPONENTS_V2 | SUPPRESS_EMBEDS)
  const componentsV2 = (flags & IS_COMPONENTS_V2) !== 0
  const payload: Record<string, unknown> = {}
  if (!componentsV2 && typeof base.content === 'string') payload.content = base.content
  if (!componentsV2 && Array.isArray(base.embeds)) payload.embeds = base.embeds
  if (Array.isArray(base.components) && base.components.length > 0) payload.components = base.components
  if (record(sent.allowed_mentions)) payload.allowed_mentions = sent.allowed_mentions
  if (flags !== 0) payload.flags = flags
  const files = attachmentsOfMessage(message)
  const withRefs = withAttachmentRefs(
    payload,
    files.map((a) => a.id),
  )
  withRefs.attachments = files.map((a) => ({
    id: a.id,
    filename: a.filename,
    ...(a.description !== null ? { description: a.description } : {}),
  }))
  return { payload: withRefs, componentsV2 }
}

function numberOr(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0
}
