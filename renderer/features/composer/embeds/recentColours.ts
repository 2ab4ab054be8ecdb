import { create } from 'zustand'
import { pushRecent, sanitizeRecent } from './colours'

// The colours last used in any embed, kept in the browser's storage: a preference, not part of a draft.

const KEY = 'herald.recentEmbedColours'

function load(): number[] {
  try {
    return sanitizeRecent(JSON.parse(localStorage.getItem(KEY) ?? '[]'))
  } catch {
    return []
  }
}

type RecentColours = { colours: number[]; use(color: number): void }

export const useRecentColours = create<RecentColours>()((set, get) => ({
  colours: load(),
  use(color) {
    const colours = pushRecent(get().colours, color)
    set({ colours })
    try {
      localStorage.setItem(KEY, JSON.stringify(colours))
    } catch {
      // Storage full or blocked: the list still works for this session.
    }
  },
}))
