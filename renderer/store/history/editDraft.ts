import type { DraftMessage, DraftTarget, KeptAttachment } from '../../../shared/drafts/draft'
import type { MethodOutput } from '../../../shared/rpc'
import type { NewDraft } from '../drafts/store'

export type PreparedEdit = MethodOutput<'history.prepareEdit'>

// An attachment's address: /attachments/<channel id>/<attachment id>/<file name> (or under /media/).
const ATTACHMENT_PATH = /^\/(?:media\/)?attachments\/\d{17,20}\/(\d{17,20})\/([^/?#]+)$/
/** Discord's CDN hosts, and loopback for the local Discord emulator. */
const ATTACHMENT_HOSTS = ['cdn.discordapp.com', 'media.discordapp.net', '127.0.0.1', 'localhost']

/** The attachment id and file name an address names, when it is on one of the message's file hosts. */
function attachmentOf(url: string, hosts: readonly string[]): { id: string; filename: string } | undefined {
  try {
    const parsed = new URL(url)
    const match = ATTACHMENT_PATH.exec(parsed.pathname)
    if (!match || !hosts.includes(parsed.hostname)) return undefined
    return { id: match[1]!, filename: decodeURIComponent(match[2]!) }
  } catch {
    return undefined
  }
}

function hostOf(url: string | null): string[] {
  try {
    return url ? [new URL(url).hostname] : []
  } catch {
    return []
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Attachments an embed shows through `attachment://`: Discord hides them from `message.attachments`
 * and gives the embed their CDN address instead, which still names the attachment's id. An edit that
 * does not keep them would drop the embed's image.
 */
export function embedAttachments(embeds: unknown, moreHosts: readonly string[] = []): KeptAttachment[] {
  if (!Array.isArray(embeds)) return []
  const hosts = [...ATTACHMENT_HOSTS, ...moreHosts]
  const found = new Map<string, KeptAttachment>()
  for (const embed of embeds) {
    if (!isRecord(embed)) continue
    for (const key of ['image', 'thumbnail'] as const) {
      const media = embed[key]
      const url = isRecord(media) && typeof media.url === 'string' ? media.url : undefined
      const shown = url ? attachmentOf(url, hosts) : undefined
      if (!url || !shown || found.has(shown.id)) continue
      found.set(shown.id, { ...shown, size: null, contentType: null, url, description: null })
    }
  }
  return [...found.values()]
}

function newMessageId(): string {
  return `m${Math.random().toString(36).slice(2, 10)}`
}

function nameFrom(prefix: string, data: Record<string, unknown>, fallback: string): string {
  const content = typeof data.content === 'string' ? (data.content.trim().split('\n')[0] ?? '') : ''
  const words = content.length > 40 ? `${content.slice(0, 40)}…` : content
  return `${prefix} ${words || fallback}`.slice(0, 100)
}

/**
 * A new draft that edits a sent message: everything the message has (content, embeds, overrides) in the
 * editor, its attachments kept (those the embeds show included), and the body as it is now as the
 * diff's "before".
 */
export function editDraftOf(prepared: PreparedEdit): NewDraft {
  const { attachments: _listed, ...data } = prepared.payload
  const kept = [...prepared.attachments]
  // Where the message's listed files live is where its embedded ones live too.
  const hosts = prepared.attachments.flatMap((attachment) => hostOf(attachment.url))
  for (const shown of embedAttachments(prepared.payload.embeds, hosts)) {
    if (!kept.some((attachment) => attachment.id === shown.id)) kept.push(shown)
  }
  const message: DraftMessage = {
    id: newMessageId(),
    data,
    files: [],
    ...(prepared.threadId ? { threadId: prepared.threadId } : {}),
    reference: {
      messageId: prepared.messageId,
      webhookId: prepared.target.webhookId,
      threadId: prepared.threadId,
      entryId: prepared.entryId,
      before: prepared.payload,
      kept,
      componentsV2: prepared.componentsV2,
    },
  }
  const targets: DraftTarget[] = [{ kind: 'saved', webhookId: prepared.target.webhookId }]
  return { name: nameFrom('Edit:', data, `message ${prepared.messageId}`), messages: [message], targets }
}

/** A new draft that starts from a history entry's body; it goes to the same webhook when that is saved. */
export function duplicateDraftOf(data: Record<string, unknown>, webhookId: string | undefined): NewDraft {
  const targets: DraftTarget[] = webhookId ? [{ kind: 'saved', webhookId }] : []
  return {
    name: nameFrom('Copy:', data, 'of a sent message'),
    messages: [{ id: newMessageId(), data, files: [] }],
    targets,
  }
}
