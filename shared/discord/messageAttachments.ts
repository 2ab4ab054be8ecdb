// What a sent message holds in files, read from the message Discord returns, and the body an edit sends
// so those files stay where they are (docs/decisions.md, "Issue 19: what Discord does with attached files
// on edit"). Discord hides a file an embed or component shows through attachment:// from
// `message.attachments` and gives the embed its CDN address instead; an edit that sends that address
// back (not attachment://) turns the file into a loose attachment shown twice, and an edit whose
// `attachments` list leaves the file out deletes it.
import type { KeptAttachment } from '../drafts/draft'

// An attachment's address: /attachments/<channel id>/<attachment id>/<file name> (or under /media/).
const ATTACHMENT_PATH = /^\/(?:media\/)?attachments\/\d{17,20}\/(\d{17,20})\/([^/?#]+)$/
/** Discord's CDN hosts, and loopback for the local Discord emulator. */
const ATTACHMENT_HOSTS = ['cdn.discordapp.com', 'media.discordapp.net', '127.0.0.1', 'localhost']
/** Where an embed takes an image address (discord-wire §7.4). */
const EMBED_SLOTS = [
  ['image', 'url'],
  ['thumbnail', 'url'],
  ['author', 'icon_url'],
  ['footer', 'icon_url'],
] as const

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// scheme://host[:port]/path — shared code runs without the URL class (tsconfig.shared.json has no DOM).
const ADDRESS = /^https?:\/\/([^/?#:@]+)(?::\d+)?(\/[^?#]*)/i

/** The attachment id and file name an address names, when it has an attachment's path. */
function attachmentPath(url: string): { id: string; filename: string; host: string } | undefined {
  const address = ADDRESS.exec(url)
  const match = address ? ATTACHMENT_PATH.exec(address[2]!) : null
  if (!address || !match) return undefined
  try {
    return { id: match[1]!, filename: decodeURIComponent(match[2]!), host: address[1]!.toLowerCase() }
  } catch {
    // A malformed %-escape: not an address Discord made.
    return undefined
  }
}

/** Every image address of embeds and media address of components, with a way to replace it. */
type Slot = { url: string; set(next: Obj): void; owner: Obj }

function embedSlots(embeds: unknown): Slot[] {
  if (!Array.isArray(embeds)) return []
  return embeds.flatMap((embed) => {
    if (!isObj(embed)) return []
    return EMBED_SLOTS.flatMap(([slot, key]) => {
      const part = embed[slot]
      if (!isObj(part) || typeof part[key] !== 'string') return []
      return [{ url: part[key], owner: part, set: (next: Obj) => (embed[slot] = next) }]
    })
  })
}

/** Media of thumbnails and gallery items, and the file of a file component (Components V2). */
function componentSlots(value: unknown, out: Slot[] = []): Slot[] {
  if (Array.isArray(value)) value.forEach((item) => componentSlots(item, out))
  else if (isObj(value)) {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'media' || key === 'file') && isObj(item) && typeof item.url === 'string') {
        out.push({ url: item.url, owner: item, set: (next) => (value[key] = next) })
      } else componentSlots(item, out)
    }
  }
  return out
}

function slotsOf(body: Obj): Slot[] {
  return [...embedSlots(body.embeds), ...componentSlots(body.components)]
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/**
 * Every file the message holds: those `message.attachments` lists, and those its embeds and components
 * show (found by their CDN address on Discord's hosts or the host the listed files use).
 */
export function attachmentsOfMessage(message: Obj): KeptAttachment[] {
  const listed = Array.isArray(message.attachments) ? message.attachments : []
  const found = new Map<string, KeptAttachment>()
  for (const item of listed) {
    if (!isObj(item) || typeof item.id !== 'string') continue
    found.set(item.id, {
      id: item.id,
      filename: text(item.filename) ?? 'file',
      size: typeof item.size === 'number' && Number.isInteger(item.size) ? item.size : null,
      contentType: text(item.content_type),
      url: text(item.url),
      description: text(item.description),
    })
  }
  const hosts = new Set(ATTACHMENT_HOSTS)
  for (const a of found.values()) if (a.url) hosts.add(attachmentPath(a.url)?.host ?? '')
  for (const slot of slotsOf(message)) {
    const shown = attachmentPath(slot.url)
    const id = text(slot.owner.attachment_id) ?? shown?.id
    if (!shown || !id || found.has(id) || !hosts.has(shown.host)) continue
    found.set(id, {
      id,
      filename: shown.filename,
      size: null,
      contentType: text(slot.owner.content_type),
      url: slot.url,
      description: null,
    })
  }
  return [...found.values()]
}

/** Ids of the attachments the body's embeds and components show by their address. */
export function attachmentIdsShownByAddress(body: Obj): string[] {
  return slotsOf(body).flatMap((slot) => {
    const id = attachmentPath(slot.url)?.id
    return id ? [id] : []
  })
}

/**
 * The body with each address of one of these attachments written back as attachment://<name>, so the
 * file stays inside its embed or component after the edit instead of showing a second time loose.
 * Discord's response-only fields (proxy_url, sizes, attachment_id) go with the address they describe.
 */
export function withAttachmentRefs(body: Obj, ids: Iterable<string>): Obj {
  const keep = new Set(ids)
  const copy = JSON.parse(JSON.stringify(body)) as Obj
  for (const slot of slotsOf(copy)) {
    const shown = attachmentPath(slot.url)
    if (!shown || !keep.has(shown.id)) continue
    const ref = `attachment://${shown.filename}`
    if ('icon_url' in slot.owner && slot.owner.icon_url === slot.url) {
      const { proxy_icon_url: _proxy, ...rest } = slot.owner
      slot.set({ ...rest, icon_url: ref })
    } else slot.set({ url: ref })
  }
  return copy
}
