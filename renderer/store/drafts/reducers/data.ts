import type { Draft, DraftMessage } from '@shared/drafts/draft'

// Small helpers shared by the reducers. A message's `data` is Discord's body and may be half-typed, so
// every reader here accepts whatever is there and every writer leaves out what is empty: an empty
// string or object is not sent (Discord rejects some, such as an embed with nothing in it).

export type Json = Record<string, unknown>

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Filtered lists by the array they came from: selectors read them for every subscriber on every change. */
const records = new WeakMap<unknown[], Json[]>()
const NONE: Json[] = []

/**
 * The objects of a list that may hold anything (a half-typed body). The same array in gives the same
 * list out, so the hundreds of selectors that read embeds and fields on a keystroke allocate nothing
 * for the parts that did not change. Treat the result as read-only.
 */
export function recordsOf(value: unknown): Json[] {
  if (!Array.isArray(value)) return NONE
  let list = records.get(value)
  if (!list) {
    list = value.every(isRecord) ? value : value.filter(isRecord)
    records.set(value, list)
  }
  return list
}

/** Sets `key` on a copy, or removes it when the value is empty ('' / undefined / null / {}). */
export function withKey(record: Json, key: string, value: unknown): Json {
  const next = { ...record }
  const empty =
    value === undefined ||
    value === null ||
    value === '' ||
    (isRecord(value) && Object.keys(value).length === 0) ||
    (Array.isArray(value) && value.length === 0)
  if (empty) delete next[key]
  else next[key] = value
  return next
}

/** Moves one item of a copy of the list; out-of-range moves leave it as it was. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** Replaces message `index` of the draft through `change`; other messages keep their identity. */
export function updateMessage(
  draft: Draft,
  index: number,
  change: (message: DraftMessage) => DraftMessage,
): Draft {
  const current = draft.messages[index]
  if (!current) return draft
  const messages = [...draft.messages]
  messages[index] = change(current)
  return { ...draft, messages }
}

/** Replaces the message's body through `change`. */
export function updateData(draft: Draft, index: number, change: (data: Json) => Json): Draft {
  return updateMessage(draft, index, (message) => ({ ...message, data: change(message.data) }))
}
