// Building and editing webhook messages: attachments from multipart files (with the v10 keep/drop rules
// on edit), attachment:// references, Components V2 and emptiness rules, and mentions after
// allowed_mentions. Rendering lives in renderMessage.ts.
import { FormErrors, errors } from './errors'
import type { ParsedFile } from './http'
import { sha256 } from './ids'
import type { State } from './state'
import type { Component, Embed, StoredAttachment, StoredMessage } from './types'
import { FLAG_IS_COMPONENTS_V2, type AttachmentRequest, type MessagePayload } from './validateMessage'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export const EMBED_URL_SLOTS: [string, string][] = [
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
