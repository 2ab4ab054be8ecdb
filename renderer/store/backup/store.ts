import { create } from 'zustand'
import type { AwaitingWebhook } from '@shared/rpc/areas/backup'
import { attempt } from '../../api/attempt'

export type AwaitingState = {
  webhooks: AwaitingWebhook[]
  /** Loads the restored webhooks that wait for their URL (at start, and after a restore). */
  load(): Promise<void>
}

/** Restored webhooks waiting for their URL: Settings' restore adds them, the Webhooks screen lists them. */
export const useAwaitingStore = create<AwaitingState>()((set) => ({
  webhooks: [],
  async load() {
    const outcome = await attempt('backup.awaiting', {})
    if (outcome.ok) set({ webhooks: outcome.value.webhooks })
  },
}))
