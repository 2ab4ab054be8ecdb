import { create } from 'zustand'
import { useDraftsStore } from '@renderer/store/drafts/store'

/**
 * Which message of the open draft the editor shows. Screen state, not part of the document: it is
 * not saved, not undone, and a removed or undone-away message falls back to the last one there is.
 */
type Selection = {
  index: number
  /** The selected message's body as a form or as its JSON. */
  view: 'form' | 'json'
  select(index: number): void
  setView(view: 'form' | 'json'): void
}

export const useMessageSelection = create<Selection>()((set) => ({
  index: 0,
  view: 'form',
  select: (index) => set({ index }),
  setView: (view) => set({ view }),
}))

/** The selected index, within the open draft's messages. */
export function useSelectedIndex(): number {
  const wanted = useMessageSelection((state) => state.index)
  const count = useDraftsStore((state) => state.draft?.messages.length ?? 1)
  return Math.max(0, Math.min(wanted, count - 1))
}

/** The same, outside React (the send flow, the problem links). */
export function selectedIndex(): number {
  const count = useDraftsStore.getState().draft?.messages.length ?? 1
  return Math.max(0, Math.min(useMessageSelection.getState().index, count - 1))
}

// Another draft opens at its first message.
let openDraftId: string | undefined
useDraftsStore.subscribe((state) => {
  const id = state.draft?.id
  if (id === openDraftId) return
  openDraftId = id
  useMessageSelection.getState().select(0)
})
