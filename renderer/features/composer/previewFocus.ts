import { create } from 'zustand'

/** The body path of the editor control that has focus, so the preview can bring its part into view. */
export const usePreviewFocus = create<{ part: string | undefined; set(part: string | undefined): void }>()(
  (set) => ({ part: undefined, set: (part) => set({ part }) }),
)
