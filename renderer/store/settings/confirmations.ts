import { create } from 'zustand'

type ConfirmationsState = {
  /** settings.json's confirmDestructive; true until it has loaded, so nothing is skipped by accident. */
  confirmDestructive: boolean
  phase: 'idle' | 'loading' | 'ready'
}

/**
 * Whether dialogs for what can be redone on this computer ask first (Settings → Confirmations). No RPC
 * here, so ConfirmDialog stays importable without the page's connection; loadConfirmations reads it.
 */
export const useConfirmations = create<ConfirmationsState>()(() => ({
  confirmDestructive: true,
  phase: 'idle',
}))
