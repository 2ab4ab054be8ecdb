import { create } from 'zustand'

export type DraftsBarDialog = 'rename' | 'delete' | 'import' | 'export' | 'saveTemplate' | 'newFromTemplate'

/**
 * Which of the drafts bar's dialogs is open. A store rather than the bar's own state, so the
 * application menu and the draft shortcuts open the same dialogs as the Draft actions menu.
 */
export const useDraftsBarDialog = create<{
  dialog: DraftsBarDialog | undefined
  open(dialog: DraftsBarDialog): void
  close(): void
}>()((set) => ({
  dialog: undefined,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: undefined }),
}))
