import { create } from 'zustand'
import { attempt } from '../../api/attempt'

type ConfirmationsState = {
  /** settings.json's confirmDestructive; true until it has loaded, so nothing is skipped by accident. */
  confirmDestructive: boolean
  phase: 'idle' | 'loading' | 'ready'
  load(): void
}

/** Whether dialogs for what can be redone on this computer ask first (Settings → Confirmations). */
export const useConfirmations = create<ConfirmationsState>()((set, get) => ({
  confirmDestructive: true,
  phase: 'idle',
  load() {
    if (get().phase !== 'idle') return
    set({ phase: 'loading' })
    void attempt('settings.get', {}).then((outcome) => {
      if (!outcome.ok) return set({ phase: 'idle' })
      set({ phase: 'ready', confirmDestructive: outcome.value.settings.confirmDestructive })
    })
  },
}))
