import type { Draft, DraftMessage } from '@shared/drafts/draft'
import { MessageFlags } from '@shared/discord/limits'
import type { Json } from './data'
import { isRecord, moveItem, recordsOf, updateData, updateMessage } from './data'

// The message's components, edited by path inside the body: a path is the keys from `data` down, such
// as ['components', 2, 'items', 0, 'media', 'url']. One set of list and value reducers serves every kind
// of component, so adding, moving and nesting behave the same everywhere.

export type BodyPath = readonly (string | number)[]

/** What the editor can add; a webhook can carry link buttons only (docs/decisions.md "with_components"). */
export type ComponentKind = 'text' | 'container' | 'section' | 'gallery' | 'file' | 'separator' | 'buttons'

export function newLinkButton(): Json {
  return { type: 2, style: 5, label: '', url: '' }
}

/** A new component of a kind, with the parts Discord requires present and empty, ready to type into. */
export function newComponent(kind: ComponentKind): Json {
  switch (kind) {
    case 'text':
      return { type: 10, content: '' }
    case 'container':
      return { type: 17, components: [{ type: 10, content: '' }] }
    case 'section':
      return { type: 9, components: [{ type: 10, content: '' }], accessory: newThumbnail() }
    case 'gallery':
      return { type: 12, items: [{ media: { url: '' } }] }
    case 'file':
      return { type: 13, file: { url: '' } }
    case 'separator':
      return { type: 14, divider: true, spacing: 1 }
    case 'buttons':
      return { type: 1, components: [newLinkButton()] }
  }
}

export function newThumbnail(): Json {
  return { type: 11, media: { url: '' } }
}

export function isComponentsV2(data: Json): boolean {
  return typeof data.flags === 'number' && (data.flags & MessageFlags.IS_COMPONENTS_V2) !== 0
}

/** The value at a path of the body; undefined when any step is missing. */
export function valueAt(data: unknown, path: BodyPath): unknown {
  let at: unknown = data
  for (const key of path) {
    if (Array.isArray(at) && typeof key === 'number') at = at[key]
    else if (isRecord(at) && typeof key === 'string') at = at[key]
    else return undefined
  }
  return at
}

/** A copy of `node` with the value at `path` replaced through `change`; missing records are created. */
function changeAt(node: unknown, path: BodyPath, change: (value: unknown) => unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return change(node)
  if (typeof key === 'number') {
    const list = Array.isArray(node) ? [...(node as unknown[])] : []
    if (key < 0 || key >= list.length) return list
    list[key] = changeAt(list[key], rest, change)
    return list
  }
  const record = isRecord(node) ? { ...node } : {}
  const next = changeAt(record[key], rest, change)
  // A record emptied from inside (an emoji without its name) goes too: Discord rejects empty objects.
  const emptied = rest.length > 0 && isRecord(next) && Object.keys(next).length === 0
  if (next === undefined || emptied) delete record[key]
  else record[key] = next
  return record
}

function updateAt(draft: Draft, index: number, path: BodyPath, change: (value: unknown) => unknown): Draft {
  return updateData(draft, index, (data) => changeAt(data, path, change) as Json)
}

/** Sets a value inside the body; undefined removes the key (an optional part left empty is not sent). */
export function setBodyValue(draft: Draft, index: number, path: BodyPath, value: unknown): Draft {
  return updateAt(draft, index, path, () => value)
}

function updateList(draft: Draft, index: number, path: BodyPath, change: (list: Json[]) => Json[]): Draft {
  return updateAt(draft, index, path, (value) => {
    const next = change(recordsOf(value))
    // An emptied top-level list is removed, so a classic message without buttons sends no `components`.
    return next.length === 0 && path.length === 1 ? undefined : next
  })
}

/** Appends an item to the list at `path` unless it already holds `max`. */
export function addBodyItem(draft: Draft, index: number, path: BodyPath, item: Json, max: number): Draft {
  return updateList(draft, index, path, (list) => (list.length >= max ? list : [...list, item]))
}

export function removeBodyItem(draft: Draft, index: number, path: BodyPath, item: number): Draft {
  return updateList(draft, index, path, (list) => list.filter((_, i) => i !== item))
}

/** Puts a copy of the item right after it, unless the list already holds `max`. */
export function duplicateBodyItem(draft: Draft, index: number, path: BodyPath, item: number, max: number) {
  return updateList(draft, index, path, (list) => {
    const original = list[item]
    if (!original || list.length >= max) return list
    const next = [...list]
    next.splice(item + 1, 0, structuredClone(original))
    return next
  })
}

export function moveBodyItem(draft: Draft, index: number, path: BodyPath, from: number, to: number): Draft {
  return updateList(draft, index, path, (list) => moveItem(list, from, to))
}

/** Top-level components a classic message can keep: action rows (of link buttons). */
function classicRows(components: unknown): Json[] {
  return recordsOf(components).filter((component) => component.type === 1)
}

/**
 * Turns Components V2 on or off. On: the content and embeds are set aside in `classic` (V2 forbids
 * them) and the flag is set. Off: they come back and only action rows stay, since the other components
 * exist only in V2. An edit of a message that already has the flag cannot turn it off (Discord refuses).
 */
export function setComponentsV2(draft: Draft, index: number, on: boolean): Draft {
  const message = draft.messages[index]
  if (!message || isComponentsV2(message.data) === on) return draft
  if (!on && message.reference?.componentsV2) return draft
  return updateMessage(draft, index, on ? toV2 : toClassic)
}

function toV2(message: DraftMessage): DraftMessage {
  const { content, embeds, ...rest } = message.data
  const classic = {
    ...(typeof content === 'string' && content !== '' ? { content } : {}),
    ...(recordsOf(embeds).length > 0 ? { embeds: recordsOf(embeds) } : {}),
  }
  const flags = (typeof rest.flags === 'number' ? rest.flags : 0) | MessageFlags.IS_COMPONENTS_V2
  // An edit must clear what the message has on Discord: a PATCH leaves out nothing it does not name.
  const cleared = message.reference ? { content: null, embeds: null } : {}
  const next: DraftMessage = { ...message, data: { ...rest, ...cleared, flags } }
  if (Object.keys(classic).length > 0) next.classic = classic
  else delete next.classic
  return next
}

function toClassic(message: DraftMessage): DraftMessage {
  const { classic, ...rest } = message
  const data: Json = { ...message.data, content: classic?.content ?? '' }
  if (classic?.embeds) data.embeds = classic.embeds
  else delete data.embeds
  const flags = (typeof data.flags === 'number' ? data.flags : 0) & ~MessageFlags.IS_COMPONENTS_V2
  if (flags) data.flags = flags
  else delete data.flags
  const rows = classicRows(data.components)
  if (rows.length > 0) data.components = rows
  else delete data.components
  return { ...rest, data }
}

/** After a send the set-aside content is no longer recoverable: the message on Discord is V2 now. */
export function dropClassic(message: DraftMessage): DraftMessage {
  if (!message.classic) return message
  const { classic: _dropped, ...rest } = message
  return rest
}
