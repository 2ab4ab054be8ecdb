// Messages as Discord returns them: attachment:// references resolved to CDN-like URLs on the emulator's
// own origin, referenced files left out of `attachments`, and components with every default field.
import { discordTimestamp, sha256, snowflakeTime } from './ids'
import { EMBED_URL_SLOTS } from './messages'
import type { State } from './state'
import type { StoredAttachment, StoredMessage, Webhook } from './types'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

const ATTACHMENT_FLAG_IS_SPOILER = 1 << 3

function cdnUrl(origin: string, channelId: string, a: StoredAttachment): string {
  return `${origin}/attachments/${channelId}/${a.id}/${encodeURIComponent(a.filename)}`
}

function renderAttachment(origin: string, channelId: string, a: StoredAttachment): Obj {
  const url = cdnUrl(origin, channelId, a)
  const out: Obj = {
    id: a.id,
    filename: a.filename,
    size: a.size,
    url,
    proxy_url: url.replace('/attachments/', '/media/attachments/'),
    content_type: a.content_type,
  }
  if (a.description !== undefined) out.description = a.description
  if (a.title !== undefined) out.title = a.title
  if (a.spoiler) out.flags = ATTACHMENT_FLAG_IS_SPOILER
  return out
}

/** The message as Discord returns it. */
export function renderMessage(
  state: State,
  m: StoredMessage,
  webhook: Webhook | undefined,
  origin: string,
): Obj {
  const byName = new Map(m.attachments.map((a) => [a.filename, a]))
  const resolve = (url: unknown): Obj | null => {
    if (typeof url !== 'string' || !url.startsWith('attachment://')) return null
    const a = byName.get(url.slice(13))
    if (!a) return null
    const cdn = cdnUrl(origin, m.channel_id, a)
    return {
      url: cdn,
      proxy_url: cdn.replace('/attachments/', '/media/attachments/'),
      content_type: a.content_type,
      attachment_id: a.id,
    }
  }
  const embeds = m.embeds.map((e) => {
    const out = structuredClone(e)
    for (const [slot, key] of EMBED_URL_SLOTS) {
      const part = out[slot]
      if (!isObj(part)) continue
      const r = resolve(part[key])
      if (!r) continue
      if (key === 'url') {
        part.url = r.url
        part.proxy_url = r.proxy_url
        part.content_type = r.content_type
        part.flags = 0
      } else {
        part[key] = r.url
        part[key.replace('url', 'proxy_url') as 'icon_url'] = r.proxy_url
      }
    }
    return out
  })
  const media = (value: unknown): Obj => {
    const url = isObj(value) ? value.url : undefined
    const r = resolve(url)
    if (r) return { id: r.attachment_id, ...r }
    const text = typeof url === 'string' ? url : ''
    return {
      id: sha256(Buffer.from(text)).replace(/\D/g, '').slice(0, 18) || '0',
      url: text,
      proxy_url: text,
    }
  }
  // Responses carry every component field with its default, as Discord's MessageResponse schema lists.
  const normalize = (v: unknown): unknown => {
    if (!isObj(v)) return v
    const c: Obj = { ...v }
    if (Array.isArray(c.components)) c.components = c.components.map(normalize)
    if (c.accessory !== undefined) c.accessory = normalize(c.accessory)
    switch (c.type) {
      case 11:
        return {
          ...c,
          media: media(c.media),
          description: c.description ?? null,
          spoiler: c.spoiler === true,
        }
      case 12:
        c.items = (Array.isArray(c.items) ? c.items : []).map((item: unknown) => {
          const i = isObj(item) ? item : {}
          return {
            ...i,
            media: media(i.media),
            description: i.description ?? null,
            spoiler: i.spoiler === true,
          }
        })
        return c
      case 13: {
        const url = isObj(c.file) ? c.file.url : undefined
        const a = typeof url === 'string' ? byName.get(url.slice(13)) : undefined
        return {
          ...c,
          file: media(c.file),
          name: a?.filename ?? '',
          size: a?.size ?? 0,
          spoiler: c.spoiler === true,
        }
      }
      case 14:
        return { ...c, spacing: c.spacing ?? 1, divider: c.divider ?? true }
      case 17:
        return { ...c, accent_color: c.accent_color ?? null, spoiler: c.spoiler === true }
      default:
        return c
    }
  }
  const components = m.components.map(normalize)
  const userObj = (id: string) => {
    const u = state.user(id)
    return {
      id,
      username: u?.username ?? `user${id.slice(-4)}`,
      global_name: u?.global_name ?? null,
      avatar: null,
      discriminator: '0',
      public_flags: 0,
      flags: 0,
    }
  }
  const out: Obj = {
    type: 0,
    content: m.content,
    mentions: m.mentions.map(userObj),
    mention_roles: m.mention_roles,
    attachments: m.attachments
      .filter((a) => !a.referenced)
      .map((a) => renderAttachment(origin, m.channel_id, a)),
    embeds,
    timestamp: discordTimestamp(snowflakeTime(m.id)),
    edited_timestamp: m.editedAt === null ? null : discordTimestamp(m.editedAt),
    flags: m.flags,
    components,
    id: m.id,
    channel_id: m.channel_id,
    author: {
      id: m.webhook_id,
      username: m.username ?? webhook?.name ?? 'Webhook',
      avatar: m.avatar_url ? null : (webhook?.avatar ?? null),
      discriminator: '0000',
      public_flags: 0,
      flags: 0,
      bot: true,
      global_name: null,
      primary_guild: null,
    },
    pinned: false,
    mention_everyone: m.mention_everyone,
    tts: m.tts,
    webhook_id: m.webhook_id,
  }
  if (m.application_id) out.application_id = m.application_id
  return out
}

/** The bytes of a stored attachment, for the CDN route. */
export function attachmentBytes(state: State, id: string): Buffer | undefined {
  const b64 = state.data.blobs[id]
  return b64 === undefined ? undefined : Buffer.from(b64, 'base64')
}
