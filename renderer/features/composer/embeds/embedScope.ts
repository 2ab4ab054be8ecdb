import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { DraftMessage } from '@shared/drafts/draft'
import type { DraftsState } from '@renderer/store/drafts/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { sameExcept } from '@renderer/util/sameExcept'

// Subscriptions scoped to one embed (issue 23): a large draft has thousands of controls, and a
// keystroke ran every one's selector. One listener on the drafts store tells each embed's controls
// only when something they read may have changed: their embed, or anything of the message outside
// the embeds (files, the edited reference, other keys: a measurement's problems and limits depend on
// them). Typing in embed 3 runs embed 3's selectors, not the other nine's.

type Listener = () => void

const scopes = new Map<string, Set<Listener>>()
let unsubscribeStore: (() => void) | undefined

const keyOf = (index: number, embed: number, field?: number) =>
  field === undefined ? `${index}:${embed}` : `${index}:${embed}:${field}`

function embedsIn(message: DraftMessage | undefined): unknown[] | undefined {
  const embeds = (message?.data as Record<string, unknown> | undefined)?.embeds
  return Array.isArray(embeds) ? embeds : undefined
}

/** An embed that changed, and its fields before and after (a field's controls read only their field). */
type Changed = { embed: number; was: unknown; now: unknown }

/** The embeds of one message whose subscribers must hear a change: 'all', or the changed ones. */
function changedIn(before: DraftMessage | undefined, after: DraftMessage | undefined): 'all' | Changed[] {
  if (before === after) return []
  if (!before || !after || !sameExcept(before, after, ['data'])) return 'all'
  if (!sameExcept(before.data, after.data, ['embeds'])) return 'all'
  const was = embedsIn(before) ?? []
  const now = embedsIn(after) ?? []
  if (was.length !== now.length) return 'all'
  return now.flatMap((embed, i) => (embed === was[i] ? [] : [{ embed: i, was: was[i], now: embed }]))
}

function fieldsOf(embed: unknown): unknown[] {
  const fields = (embed as { fields?: unknown } | null)?.fields
  return Array.isArray(fields) ? fields : []
}

function call(key: string): void {
  for (const listener of scopes.get(key) ?? []) listener()
}

function notify(index: number, changed: 'all' | Changed[]): void {
  if (changed === 'all') {
    for (const [key, listeners] of scopes) {
      if (key.startsWith(`${index}:`)) for (const listener of listeners) listener()
    }
    return
  }
  for (const { embed, was, now } of changed) {
    call(keyOf(index, embed))
    // A field's controls hear only a change of their own field: typing in the description of an embed of
    // 25 fields ran the selectors of its 50 field boxes on every key.
    const before = fieldsOf(was)
    const after = fieldsOf(now)
    if (before === after) continue
    for (let field = 0; field < Math.max(before.length, after.length); field++) {
      if (before[field] !== after[field]) call(keyOf(index, embed, field))
    }
  }
}

function onStoreChange(state: DraftsState, previous: DraftsState): void {
  // Embed controls read only the draft: a save status change concerns none of them.
  if (state.draft === previous.draft) return
  const before = previous.draft?.messages ?? []
  const after = state.draft?.messages ?? []
  const sameDraft = state.draft?.id === previous.draft?.id
  for (let index = 0; index < Math.max(before.length, after.length); index++) {
    notify(index, sameDraft ? changedIn(before[index], after[index]) : 'all')
  }
}

/**
 * Calls `listener` when embed `embed` of message `index`, or the rest of that message, may have changed;
 * with `field`, when that field of the embed (or the rest of the message) may have.
 */
export function subscribeEmbed(index: number, embed: number, listener: Listener, field?: number): () => void {
  unsubscribeStore ??= useDraftsStore.subscribe(onStoreChange)
  const key = keyOf(index, embed, field)
  const listeners = scopes.get(key) ?? new Set<Listener>()
  scopes.set(key, listeners)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) scopes.delete(key)
    if (scopes.size === 0) {
      unsubscribeStore?.()
      unsubscribeStore = undefined
    }
  }
}

/**
 * A value of the drafts store read by a control of embed `embed` of message `index`, re-read only when
 * that embed or the rest of its message changed. `same` keeps the previous value when the new one is
 * equal (an object picked afresh each time), so the control re-renders only for a real change.
 */
export function useEmbedSelector<T>(
  index: number,
  embed: number,
  select: (state: DraftsState) => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  return useScopedSelector({ index, embed }, select, same)
}

/** Whose changes a control hears: an embed's, or with `field` only that field's of the embed. */
export type Scope = { index: number; embed: number; field?: number }

/** useEmbedSelector for any scope: a field's controls pass their field. */
export function useScopedSelector<T>(
  { index, embed, field }: Scope,
  select: (state: DraftsState) => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (listener: Listener) => subscribeEmbed(index, embed, listener, field),
    [index, embed, field],
  )
  const last = useRef<{ value: T } | undefined>(undefined)
  const getSnapshot = () => {
    const next = select(useDraftsStore.getState())
    if (last.current && same(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/** Equal plain objects of primitives, key by key (cheaper than zustand's shallow, which builds Maps). */
export function samePicked<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  let count = 0
  for (const key in left) {
    if (!Object.is(left[key], right[key])) return false
    count++
  }
  return count === Object.keys(right).length
}
