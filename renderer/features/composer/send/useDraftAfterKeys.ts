import { create } from 'zustand'
import type { Draft } from '@shared/drafts/draft'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { sameExcept } from '@renderer/util/sameExcept'

/** How long typing must pause before what follows it (the send bar, Schedule) takes the new text. */
export const SETTLE_MS = 150

const useSettled = create<{ draft: Draft | undefined }>(() => ({ draft: useDraftsStore.getState().draft }))

let following = false
let timer: ReturnType<typeof setTimeout> | undefined

/** One subscription for every reader: the open draft, handed on once typing pauses. */
function follow(): void {
  if (following) return
  following = true
  useSettled.setState({ draft: useDraftsStore.getState().draft })
  useDraftsStore.subscribe((state, previous) => {
    const next = state.draft
    const before = previous.draft
    if (next === before) return
    clearTimeout(timer)
    if (next && before && onlyBodiesChanged(before, next)) {
      timer = setTimeout(() => useSettled.setState({ draft: useDraftsStore.getState().draft }), SETTLE_MS)
    } else useSettled.setState({ draft: next })
  })
}

/**
 * Typing, or anything else that changes only what the messages say: a send's outcome, a target or the
 * messages' order is no keystroke and must show at once.
 */
function onlyBodiesChanged(before: Draft, after: Draft): boolean {
  if (before.id !== after.id || before.messages.length !== after.messages.length) return false
  if (!sameExcept(before, after, ['messages', 'updatedAt'])) return false
  return after.messages.every((message, i) => sameExcept(before.messages[i]!, message, ['data']))
}

/**
 * The open draft for what follows typing without being part of it (the send bar and its checks,
 * Schedule, issue 23): an edit of the messages' bodies arrives once typing pauses for SETTLE_MS, so
 * keystrokes re-render none of them, and a fast typist's keys do not queue behind their work. Anything
 * else (another draft, a send's outcome, a target, a message added, moved or removed) arrives at once.
 * The value may trail the store while typing: whatever acts on the draft (Send, Schedule) reads the
 * store itself.
 */
export function useDraftAfterKeys(): Draft | undefined {
  follow()
  return useSettled((state) => state.draft)
}
