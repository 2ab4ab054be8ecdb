import { isInteractiveComponent, walkComponents } from '../discord/components'
import type { ProblemLog } from './problems'

type Path = (string | number)[]
type Rec = Record<string, unknown>

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v)

// The Execute Webhook fields a draft keeps; anything else (Discohook's webhook_id, Embed Generator's
// actions, old preview-only keys) is not part of the body Discord takes.
const BODY_KEYS = new Set([
  'content',
  'username',
  'avatar_url',
  'tts',
  'embeds',
  'allowed_mentions',
  'components',
  'flags',
  'thread_name',
  'applied_tags',
  'poll',
])
// Read without a word: Discohook and its ancestors wrote them, Discord has no use for them.
const SILENT_KEYS = new Set(['author', 'webhook_id', 'timestamp', 'badge', 'actions', 'embed'])

/** camelCase keys to snake_case, deeply (Discohook's version-1 backups and ?message= links). */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeKeys(v)]),
  )
}

function normalizeEmbed(embed: unknown): unknown {
  if (!isRecord(embed)) return embed
  const out: Rec = { ...embed }
  delete out.id // Embed Generator's internal numeric id
  if (out.color === null) delete out.color // "no colour" in Discohook's legacy form
  if (Array.isArray(out.fields))
    out.fields = out.fields.map((f: unknown) => {
      if (!isRecord(f)) return f
      const { id: _id, ...rest } = f
      return rest
    })
  return out
}

/** Drops Discohook-only component keys (flows, link-button custom ids) and flags bot-bound ids. */
function normalizeComponents(components: unknown[], path: Path, log: ProblemLog): unknown[] {
  const copy = JSON.parse(JSON.stringify(components)) as unknown[]
  for (const { component, path: at } of walkComponents(copy, [])) {
    delete component.flow
    delete component.flows
    if (component.type === 2 && component.style === 5) delete component.custom_id
    else if (isInteractiveComponent(component))
      log.add(
        [...path, ...at],
        'needs_other_bot',
        'This interactive component answers through the bot of the tool it came from; it will not respond to Herald.',
        'warning',
      )
  }
  return copy
}

/**
 * One message body in today's Execute Webhook shape: author{name,icon_url} → username/avatar_url,
 * null content/embeds/colour → absent, a single `embed` → embeds, attachments dropped (their files
 * are not in the export). Null when it is not an object at all.
 */
export function normalizeMessageData(raw: unknown, path: Path, log: ProblemLog): Rec | null {
  if (!isRecord(raw)) {
    log.add(path, 'not_a_message', 'This message is not a JSON object; it was left out.')
    return null
  }
  const out: Rec = {}
  for (const [key, value] of Object.entries(raw)) {
    if (BODY_KEYS.has(key)) {
      if (value !== null) out[key] = value
    } else if (key === 'attachments') {
      if (Array.isArray(value) && value.length > 0)
        log.add(
          [...path, key],
          'files_not_included',
          `${value.length} attached file(s) are not part of the export; attach them again.`,
          'warning',
        )
    } else if (!SILENT_KEYS.has(key)) {
      log.add(
        [...path, key],
        'unknown_field',
        `"${key}" is not a message field Herald knows; it was left out.`,
        'warning',
      )
    }
  }
  const author = isRecord(raw.author) ? raw.author : null
  if (out.username === undefined && typeof author?.name === 'string' && author.name !== '')
    out.username = author.name
  if (out.avatar_url === undefined && typeof author?.icon_url === 'string' && author.icon_url !== '')
    out.avatar_url = author.icon_url
  if (out.embeds === undefined && isRecord(raw.embed)) out.embeds = [raw.embed]
  if (Array.isArray(out.embeds)) {
    out.embeds = out.embeds.map(normalizeEmbed)
    if ((out.embeds as unknown[]).length === 0) delete out.embeds
  }
  if (out.content === '') delete out.content
  if (Array.isArray(out.components)) {
    out.components = normalizeComponents(out.components, [...path, 'components'], log)
    if ((out.components as unknown[]).length === 0) delete out.components
  }
  if (out.tts === false) delete out.tts
  return out
}
