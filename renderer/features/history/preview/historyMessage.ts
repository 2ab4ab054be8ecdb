import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import type { PreviewFile, PreviewNames } from '../../preview'
import { libraryNames } from '../../preview'
import type { ServerGroup } from '@renderer/store/webhooks/types'

type Revision = HistoryEntryDetail['current']
type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

/** The parts of Discord's message object a body can carry, for entries loaded by link (no payload). */
const MESSAGE_KEYS = ['content', 'embeds', 'components', 'flags', 'thread_name'] as const

/** When Discord says this version was edited (its edited_timestamp); undefined for the message as first sent. */
export function editedAtOf(revision: Revision): Date | undefined {
  const at = text(revision.message.edited_timestamp)
  const date = at === undefined ? undefined : new Date(at)
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

/**
 * What the preview draws for one revision: the exact body Herald sent, or for a message loaded by its
 * link (nothing was sent) the message as Discord returned it.
 */
export function bodyOf(revision: Revision): Json {
  if (isRecord(revision.payload)) return revision.payload
  const body: Json = {}
  for (const key of MESSAGE_KEYS) if (revision.message[key] !== undefined) body[key] = revision.message[key]
  return body
}

/**
 * The message's files as Discord stored them. Their bytes are on Discord's CDN (or the emulator), so
 * images show from there; `SPOILER_` names are spoilers, as Discord marks them.
 */
export function filesOf(revision: Revision): PreviewFile[] {
  const attachments = Array.isArray(revision.message.attachments) ? revision.message.attachments : []
  return attachments.filter(isRecord).map((attachment) => {
    const name = text(attachment.filename) ?? 'file'
    const description = text(attachment.description)
    return {
      name,
      size: typeof attachment.size === 'number' ? attachment.size : 0,
      contentType: text(attachment.content_type) ?? 'application/octet-stream',
      spoiler: name.startsWith('SPOILER_'),
      url: text(attachment.url) ?? null,
      ...(description ? { description } : {}),
    }
  })
}

/** Who sent it: the saved webhook's name and avatar, else the author Discord recorded. */
export function authorOf(
  detail: HistoryEntryDetail,
  servers: readonly ServerGroup[],
): { name: string; avatarUrl: string | null } {
  for (const server of servers) {
    for (const channel of server.channels) {
      const webhook = channel.webhooks.find((item) => item.id === detail.webhookId)
      if (webhook) return { name: webhook.name ?? webhook.label, avatarUrl: webhook.avatarUrl }
    }
  }
  const author = isRecord(detail.current.message.author) ? detail.current.message.author : {}
  const id = text(author.id)
  const avatar = text(author.avatar)
  return {
    name: text(author.username) ?? detail.webhookLabel ?? 'Webhook',
    avatarUrl: id && avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png?size=80` : null,
  }
}

/** Names for mentions: the library's channel names and the users Discord resolved in the message. */
export function namesOf(revision: Revision, servers: readonly ServerGroup[]): PreviewNames {
  const users: Record<string, string> = {}
  const mentions = Array.isArray(revision.message.mentions) ? revision.message.mentions : []
  for (const user of mentions.filter(isRecord)) {
    const id = text(user.id)
    const name = text(user.global_name) ?? text(user.username)
    if (id && name) users[id] = name
  }
  return { ...libraryNames(servers), users }
}
