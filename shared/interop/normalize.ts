import { isInteractiveComponent, walkComponents } from '../discord/components'
import { COMPONENT_ID_MAX } from '../discord/limits'
import { said, type Said } from '../rpc/errors'
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
const SILENT_KEYS = new Set(['author', 'webhook_id', 'timestamp', 'badge', 'embed'])

const EG_ID = said(
  'import.dropped.egId',
  "Embed Generator's own id for its editor; Discord has no such field, so it was left out.",
)
const EG_ACTION_SET = said(
  'import.dropped.egActionSet',
  "Embed Generator's link to what its bot does on a click (action_set_id); Discord does not take it, so it was left out.",
)
const DH_FLOW = said(
  'import.dropped.dhFlow',
  "Discohook's flow (what its bot does on a click); Discord does not take it, so it was left out.",
)
const DH_TRACKING = said(
  'import.dropped.dhTracking',
  "Discohook's tracking id on a link button; Discord refuses a custom_id on link buttons, so it was left out.",
)

/** camelCase keys to snake_case, deeply (Discohook's version-1 backups and ?message= links). */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeKeys(v)]),
  )
}

function normalizeEmbed(embed: unknown, path: Path, log: ProblemLog): unknown {
  if (!isRecord(embed)) return embed
  const out: Rec = { ...embed }
  if ('id' in out) {
    delete out.id
    log.drop([...path, 'id'], EG_ID)
  }
  if (out.color === null) delete out.color // "no colour" in Discohook's legacy form
  if (Array.isArray(out.fields)) {
    out.fields = out.fields.map((f: unknown, i) => {
      if (!isRecord(f) || !('id' in f)) return f
      log.drop([...path, 'fields', i, 'id'], EG_ID)
      const { id: _id, ...rest } = f
      return rest
    })
  }
  return out
}

/** Moves `key` out of `from` when present, listing it as dropped. */
function dropKey(from: Rec, key: string, path: Path, log: ProblemLog, why: Said): void {
  if (!(key in from)) return
  delete from[key]
  log.drop([...path, key], why)
}

/**
 * Drops what other tools put on components and Discord does not take (Discohook flows and link-button
 * tracking ids, Embed Generator's action_set_id, ids outside int32 or repeated), listing each; keeps
 * valid unique ids, and warns of buttons that answer through the other tool's bot.
 */
/** An id Discord would refuse, written as it stands in the file. */
const badId = (id: string) =>
  said(
    'import.dropped.badId',
    `Component id ${id} is not a whole number from 0 to ${COMPONENT_ID_MAX}, as Discord requires; it was left out.`,
    { id, max: COMPONENT_ID_MAX },
  )

function normalizeComponents(components: unknown[], path: Path, log: ProblemLog): unknown[] {
  const copy = JSON.parse(JSON.stringify(components)) as unknown[]
  const ids = new Set<number>()
  for (const { component, path: found } of walkComponents(copy, [])) {
    const at = [...path, ...found]
    if ('id' in component) {
      const id = component.id
      const fits = typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= COMPONENT_ID_MAX
      if (fits && (id === 0 || !ids.has(id))) ids.add(id)
      else
        dropKey(
          component,
          'id',
          at,
          log,
          fits
            ? said(
                'import.dropped.idTwice',
                `Component id ${id} is used twice in this message; Discord wants each once, so this one was left out.`,
                { id },
              )
            : badId(JSON.stringify(id)),
        )
    }
    dropKey(component, 'flow', at, log, DH_FLOW)
    dropKey(component, 'flows', at, log, DH_FLOW)
    dropKey(component, 'action_set_id', at, log, EG_ACTION_SET)
    // A null emoji is Embed Generator's "no emoji"; Discord wants the key absent.
    if (component.emoji === null) delete component.emoji
    if (Array.isArray(component.options))
      component.options.forEach((option: unknown, i) => {
        if (isRecord(option)) {
          dropKey(option, 'action_set_id', [...at, 'options', i], log, EG_ACTION_SET)
          if (option.emoji === null) delete option.emoji
          if (typeof option.id === 'number') dropKey(option, 'id', [...at, 'options', i], log, EG_ID)
        }
      })
    if (component.type === 2 && component.style === 5) dropKey(component, 'custom_id', at, log, DH_TRACKING)
    else if (isInteractiveComponent(component))
      log.add(
        at,
        'needs_other_bot',
        said(
          'import.needsOtherBot',
          'This interactive component answers through the bot of the tool it came from; it will not respond to Herald.',
        ),
        'warning',
      )
  }
  return copy
}

const filesNotIncluded = (count: number) =>
  said(
    'import.filesNotIncluded',
    count === 1
      ? '1 attached file is not part of the export; attach it again.'
      : `${count} attached files are not part of the export; attach them again.`,
    { count },
  )

/**
 * One message body in today's Execute Webhook shape: author{name,icon_url} → username/avatar_url,
 * null content/embeds/colour → absent, a single `embed` → embeds, attachments dropped (their files
 * are not in the export). Null when it is not an object at all.
 */
export function normalizeMessageData(raw: unknown, path: Path, log: ProblemLog): Rec | null {
  if (!isRecord(raw)) {
    log.add(
      path,
      'not_a_message',
      said('import.notAMessage', 'This message is not a JSON object; it was left out.'),
    )
    return null
  }
  const out: Rec = {}
  for (const [key, value] of Object.entries(raw)) {
    if (BODY_KEYS.has(key)) {
      if (value !== null) out[key] = value
    } else if (key === 'attachments') {
      if (Array.isArray(value) && value.length > 0)
        log.add([...path, key], 'files_not_included', filesNotIncluded(value.length), 'warning')
    } else if (key === 'actions') {
      if (isRecord(value) && Object.keys(value).length > 0)
        log.drop(
          [...path, key],
          said(
            'import.dropped.egActions',
            "Embed Generator's actions (what its bot does when a button or option is used) run only on its bot; Discord does not take them, so they were left out.",
          ),
        )
    } else if (!SILENT_KEYS.has(key)) {
      log.add(
        [...path, key],
        'unknown_field',
        said('import.unknownField', `"${key}" is not a message field Herald knows; it was left out.`, {
          key,
        }),
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
    out.embeds = out.embeds.map((e, i) => normalizeEmbed(e, [...path, 'embeds', i], log))
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
