import { startTransition, useEffect, useState } from 'react'
import type { Draft } from '@shared/drafts/draft'
import { useDraftsStore } from '@renderer/store/drafts/store'

/**
 * The open draft for what follows typing without being part of it (the send bar and its checks, issue
 * 23): an edit of the same draft arrives in a transition, which React renders after the key's own work
 * and frame (a newer key interrupts it), so a keystroke re-renders none of them on its way to the screen.
 * Another draft, or a message added or removed, arrives at once. The value may trail the store by a
 * keystroke: whatever acts on the draft (Send) reads the store itself.
 */
export function useDraftAfterKeys(): Draft | undefined {
  const [draft, setDraft] = useState(() => useDraftsStore.getState().draft)
  useEffect(() => {
    // A change between the first render and this subscription would otherwise wait for the next one.
    startTransition(() => setDraft(useDraftsStore.getState().draft))
    return useDraftsStore.subscribe((state, previous) => {
      const next = state.draft
      const before = previous.draft
      if (next === before) return
      if (next && before && next.id === before.id && next.messages.length === before.messages.length)
        startTransition(() => setDraft(next))
      else setDraft(next)
    })
  }, [])
  return draft
}
