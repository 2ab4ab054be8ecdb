import { create } from 'zustand'

export type DraftsBarDialog = 'rename' | 'delete' | 'import' | 'export'

/**
 * Which of the drafts bar's dialogs is open. A store rather than the bar's own state, so the
 * application menu's Import… and Export… open the same dialogs as the bar's buttons.
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
