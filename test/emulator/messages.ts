// Building, editing and rendering webhook messages: attachments from multipart files (with the v10
// keep/drop rules on edit), attachment:// resolution to CDN-like URLs on the emulator's own origin,
// Components V2 and emptiness rules, and mentions after allowed_mentions.
import { FormErrors, errors } from './errors'
import type { ParsedFile } from './http'
import { discordTimestamp, sha256, snowflakeTime } from './ids'
import type { State } from './state'
import type { Component, Embed, StoredAttachment, StoredMessage, Webhook } from './types'
import { FLAG_IS_COMPONENTS_V2, type AttachmentRequest, type MessagePayload } from './validateMessage'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

const ATTACHMENT_FLAG_IS_SPOILER = 1 << 3
const EMBED_URL_SLOTS: [string, string][] = [
  ['image', 'url'],
  ['thumbnail', 'url'],
  ['author', 'icon_url'],
  ['footer', 'icon_url'],
]

function attachmentFrom(
  state: State,
  file: ParsedFile,
  req: AttachmentRequest | undefined,
): StoredAttachment {
  const id = state.nextId()
  const filename = req?.filename ?? file.filename
  state.data.blobs[id] = file.bytes.toString('base64')
  const a: StoredAttachment = {
    id,
    filename,
    size: file.bytes.length,
    content_type: file.contentType,
    spoiler: req?.is_spoiler === true || filename.startsWith('SPOILER_'),
    sha256: sha256(file.bytes),
    referenced: false,
  }
  if (req?.description !== undefined) a.description = req.description
  if (req?.title !== undefined) a.title = req.title
  return a
}

/** Attachments of a new message: every uploaded file, described by its attachments[] entry if any. */
export function createAttachments(
  state: State,
  files: ParsedFile[],
  requests: AttachmentRequest[] | null | undefined,
): StoredAttachment[] {
  return files.map((f) =>
    attachmentFrom(
      state,
      f,
      requests?.find((r) => r.id === String(f.index)),
    ),
  )
}

/**
 * Attachments after an edit (wire spec 7.3). With an `attachments` array it is the complete final list:
 * existing ids are kept, placeholders name new files, anything unlisted goes. Without one, new files
 * replace everything on v10 and are appended on v9 and older; no files and no array keeps all.
 */
export function editAttachments(
  state: State,
  old: StoredAttachment[],
  files: ParsedFile[],
  requests: AttachmentRequest[] | null | undefined,
  version: number,
  legacy: boolean,
): StoredAttachment[] {
  if (requests === undefined) {
    if (files.length === 0) return old
    const added = createAttachments(state, files, undefined)
    return version >= 10 ? added : [...old, ...added]
  }
  const list = requests ?? []
  const out: StoredAttachment[] = []
  const e = new FormErrors()
  const used = new Set<number>()
  list.forEach((r, i) => {
    const existing = old.find((a) => a.id === r.id)
    if (existing) {
      const kept = { ...existing }
      if (r.description !== undefined) kept.description = r.description
      if (r.title !== undefined) kept.title = r.title
      if (r.filename !== undefined) kept.filename = r.filename
      if (r.is_spoiler !== undefined) kept.spoiler = r.is_spoiler
      out.push(kept)
      return
    }
    const file = files.find((f) => String(f.index) === r.id)
    if (!file) {
      e.add(['attachments', i, 'id'], 'ATTACHMENT_NOT_FOUND', `Unknown attachment id ${r.id}.`)
      return
    }
    used.add(file.index)
    out.push(attachmentFrom(state, file, r))
  })
  e.throwIfAny(legacy)
  for (const f of files) if (!used.has(f.index)) out.push(attachmentFrom(state, f, undefined))
  return out
}

/** Every attachment:// filename used by embeds or components. */
export function referencedNames(embeds: Embed[], components: Component[]): Set<string> {
  const names = new Set<string>()
  for (const e of embeds) {
    for (const [slot, key] of EMBED_URL_SLOTS) {
      const part = e[slot]
      const url = isObj(part) ? part[key] : undefined
      if (typeof url === 'string' && url.startsWith('attachment://')) names.add(url.slice(13))
    }
  }
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'url' && typeof x === 'string' && x.startsWith('attachment://')) names.add(x.slice(13))
        else walk(x)
      }
    }
  }
  walk(components)
  return names
}

/** Rules on the resulting message: Components V2 excludes legacy fields and loose files; nothing empty. */
export function checkResult(m: StoredMessage, legacy: boolean): void {
  const refs = referencedNames(m.embeds, m.components)
  for (const a of m.attachments) a.referenced = refs.has(a.filename)
  if (m.flags & FLAG_IS_COMPONENTS_V2) {
    const e = new FormErrors()
    const legacyField = (key: string) =>
      e.add(
        [key],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        `The '${key}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
      )
    if (m.content !== '') legacyField('content')
    if (m.embeds.length > 0) legacyField('embeds')
    if (m.attachments.some((a) => !a.referenced)) legacyField('files')
    e.throwIfAny(legacy)
  }
  const hasContent = m.content.trim() !== ''
  if (!hasContent && m.embeds.length === 0 && m.components.length === 0 && m.attachments.length === 0) {
    throw errors.emptyMessage()
  }
}

/** Sequential ids for components that have none, as Discord assigns them. */
export function assignComponentIds(components: Component[]): Component[] {
  const copy = structuredClone(components)
  const taken = new Set<number>()
  const all: Obj[] = []
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (isObj(v)) {
      if (typeof v.type === 'number') {
        all.push(v)
        if (typeof v.id === 'number' && v.id > 0) taken.add(v.id)
      }
      walk(v.components)
      walk(v.accessory)
    }
  }
  walk(copy)
  let next = 1
  for (const c of all) {
    if (typeof c.id === 'number' && c.id > 0) continue
    while (taken.has(next)) next++
    c.id = next++
  }
  return copy
}

/** Mentions in the text after allowed_mentions (webhook default: users only). */
export function computeMentions(m: StoredMessage, allowed: MessagePayload['allowed_mentions']): void {
  const texts: string[] = []
  if (m.flags & FLAG_IS_COMPONENTS_V2) {
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk)
      else if (isObj(v)) {
        if (v.type === 10 && typeof v.content === 'string') texts.push(v.content)
        walk(v.components)
      }
    }
    walk(m.components)
  } else texts.push(m.content)
  const text = texts.join('\n')
  const am = allowed ?? { parse: ['users'] }
  const parse = am.parse ?? []
  const users = [...text.matchAll(/<@!?(\d{1,20})>/g)].map((x) => x[1] as string)
  const roles = [...text.matchAll(/<@&(\d{1,20})>/g)].map((x) => x[1] as string)
  m.mentions = [...new Set(users.filter((u) => parse.includes('users') || am.users?.includes(u)))]
  m.mention_roles = [...new Set(roles.filter((r) => parse.includes('roles') || am.roles?.includes(r)))]
  m.mention_everyone = parse.includes('everyone') && /@(everyone|here)\b/.test(text)
}

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
