import { flushSync } from 'react-dom'
import { create } from 'zustand'

// Where the editor and the preview split the composer (the editor's share of the width, in per cent),
// kept in the browser's storage like the other look-only preferences; and, in a window too narrow for
// both, which of the two is shown.

const KEY = 'herald.composerSplit'
export const SPLIT_MIN = 30
export const SPLIT_MAX = 70
const SPLIT_DEFAULT = 55

/** From 1200 px of window width up the preview stays beside the editor. */
export const WIDE_QUERY = '(min-width: 1200px)'

export function clampSplit(share: number): number {
  return Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, share)))
}

function load(): number {
  try {
    const saved = Number(localStorage.getItem(KEY))
    return saved ? clampSplit(saved) : SPLIT_DEFAULT
  } catch {
    return SPLIT_DEFAULT
  }
}

export type PaneView = 'editor' | 'preview'

type PaneLayout = {
  /** The editor's share of the width beside the preview, SPLIT_MIN to SPLIT_MAX. */
  split: number
  /** In a narrow window: the pane on show. */
  view: PaneView
  /** Moves the split; `keep` also stores it (at the end of a drag, or at once from the keyboard). */
  setSplit(share: number, keep: boolean): void
  show(view: PaneView): void
}

export const usePaneLayout = create<PaneLayout>()((set) => ({
  split: load(),
  view: 'editor',
  setSplit(share, keep) {
    const split = clampSplit(share)
    set({ split })
    if (!keep) return
    try {
      localStorage.setItem(KEY, String(split))
    } catch {
      // Storage full or blocked: the split still holds for this session.
    }
  },
  show: (view) => set({ view }),
}))

/**
 * Shows the editor (in a narrow window the preview may stand in its place) before something in it takes
 * the focus: rendered at once, so the control can be scrolled to and focused right after.
 */
export function showEditor(): void {
  if (usePaneLayout.getState().view === 'editor') return
  flushSync(() => usePaneLayout.getState().show('editor'))
}
