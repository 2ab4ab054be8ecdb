import type { Said } from '../rpc/errors'
import { said } from '../rpc/errors'
import { base64UrlEncodeText } from './base64url'
import { formatReference } from './refs'

// Discohook-compatible output (anchors §3.10 point 4): QueryData "d2" for one draft, a version-8 backup
// file for several, and a ?data= share link. Webhook URLs are written only when asked.

export const SHARE_ORIGIN = 'https://discohook.app'

export type ExportableMessage = {
  name?: string
  data: Record<string, unknown>
  threadId?: string
  reference?: {
    messageId: string
    webhookId: string | null
    threadId?: string | null
    channelId?: string | null
    guildId?: string | null
  }
  /** Staged files are never exported; their count only produces a note. */
  files?: readonly unknown[]
}

export type ExportableDraft = {
  name: string
  messages: readonly ExportableMessage[]
  webhookUrls?: readonly string[]
}

export type ExportOptions = { includeWebhookUrls?: boolean }

export type QueryDataMessage = {
  name?: string
  data: Record<string, unknown>
  reference?: string
  thread_id?: string
}
export type QueryData = { version: 'd2'; messages: QueryDataMessage[]; targets?: { url: string }[] }
export type BackupFileV8 = {
  version: 8
  backups: { name: string; messages: QueryDataMessage[]; targets: { url: string }[] }[]
}

function toQueryMessage(m: ExportableMessage): QueryDataMessage {
  const data: Record<string, unknown> = { ...m.data }
  // Discohook still reads and writes the old nested author for older consumers; write both forms.
  const author: Record<string, string> = {}
  if (typeof data.username === 'string') author.name = data.username
  if (typeof data.avatar_url === 'string') author.icon_url = data.avatar_url
  if (Object.keys(author).length > 0) data.author = author
  const out: QueryDataMessage = { data }
  if (m.name) out.name = m.name
  if (m.reference) {
    out.reference = formatReference(m.reference)
    if (m.reference.webhookId) data.webhook_id = m.reference.webhookId
  }
  const thread = m.threadId ?? m.reference?.threadId ?? undefined
  if (thread) out.thread_id = thread
  return out
}

const targetsOf = (d: ExportableDraft, o: ExportOptions): { url: string }[] =>
  o.includeWebhookUrls ? (d.webhookUrls ?? []).map((url) => ({ url })) : []

/** One draft as Discohook's editor data. */
export function toQueryData(draft: ExportableDraft, options: ExportOptions = {}): QueryData {
  const out: QueryData = { version: 'd2', messages: draft.messages.map(toQueryMessage) }
  const targets = targetsOf(draft, options)
  if (targets.length > 0) out.targets = targets
  return out
}

/** Several drafts as a Discohook version-8 backup file, one backup per draft. */
export function toBackupFile(drafts: readonly ExportableDraft[], options: ExportOptions = {}): BackupFileV8 {
  return {
    version: 8,
    backups: drafts.map((d) => ({
      name: d.name,
      messages: d.messages.map(toQueryMessage),
      targets: targetsOf(d, options),
    })),
  }
}

/** The JSON text as Discohook writes its own files. */
export function exportJson(drafts: readonly ExportableDraft[], options: ExportOptions = {}): string {
  const value =
    drafts.length === 1 && drafts[0] ? toQueryData(drafts[0], options) : toBackupFile(drafts, options)
  return `${JSON.stringify(value, null, 2)}\n`
}

/** https://discohook.app/?data=<base64url JSON>; Discohook opens it without any server. */
export function shareLink(draft: ExportableDraft, options: ExportOptions = {}): string {
  return `${SHARE_ORIGIN}/?data=${base64UrlEncodeText(JSON.stringify(toQueryData(draft, options)))}`
}

/** Notes for the user about what an export cannot carry (files), in English and as phrases. */
export function exportNotes(drafts: readonly ExportableDraft[]): Said[] {
  const count = drafts.reduce((n, d) => n + d.messages.reduce((k, m) => k + (m.files?.length ?? 0), 0), 0)
  if (count === 0) return []
  const english =
    count === 1
      ? '1 attached file is not included; attach it again in the other tool.'
      : `${count.toLocaleString('en-US')} attached files are not included; attach them again in the other tool.`
  return [said('cli2.export.filesNotIncluded', english, { count })]
}
