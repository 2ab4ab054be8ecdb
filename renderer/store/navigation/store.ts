import { create } from 'zustand'

/** The sidebar's destinations. */
export type ScreenId = 'composer' | 'webhooks' | 'history' | 'applications' | 'settings'

export type NavigationState = {
  current: ScreenId
  go(screen: ScreenId): void
}

/** Which screen is shown; a store so a screen can send the user to another (history → composer). */
export const useNavigationStore = create<NavigationState>()((set) => ({
  current: 'composer',
  go: (current) => set({ current }),
}))
