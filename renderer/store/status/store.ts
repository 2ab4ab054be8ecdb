import { useEffect } from 'react'
import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { StatusMessage, StatusUpdateResult } from '@shared/rpc/areas/status'
import type { Outcome } from '../../api/attempt'
import { attempt } from '../../api/attempt'

export type StatusState = {
  statuses: StatusMessage[]
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadError: RpcErrorData | undefined
  /** Which status message each draft is aimed at (draft id → status name); the composer's choice. */
  aims: Record<string, string>
  load(): Promise<void>
  mark(input: {
    name: string
    webhookId: string
    messageId: string
    channelId: string
    threadId: string | null
  }): Promise<Outcome<unknown>>
  unmark(name: string): Promise<Outcome<unknown>>
  update(name: string, message: unknown): Promise<Outcome<StatusUpdateResult>>
  repost(name: string, message: unknown): Promise<Outcome<unknown>>
  aim(draftId: string, name: string | null): void
}

/** The status messages (status.json in the services) and which draft updates which. */
export const useStatusStore = create<StatusState>()((set, get) => {
  /** Runs a call, then reloads the list when it changed something. */
  const changing = async <T>(run: Promise<Outcome<T>>): Promise<Outcome<T>> => {
    const outcome = await run
    if (outcome.ok) await get().load()
    return outcome
  }
  return {
    statuses: [],
    status: 'idle',
    loadError: undefined,
    aims: {},
    async load() {
      if (get().status === 'idle') set({ status: 'loading' })
      const outcome = await attempt('status.list', {})
      if (outcome.ok) set({ statuses: outcome.value.statuses, status: 'ready', loadError: undefined })
      else set({ status: 'failed', loadError: outcome.error })
    },
    mark: (input) => changing(attempt('status.mark', input)),
    async unmark(name) {
      const outcome = await changing(attempt('status.unmark', { name }))
      // A draft aimed at it goes back to a plain send.
      if (outcome.ok) {
        const aims = Object.fromEntries(Object.entries(get().aims).filter(([, aimed]) => aimed !== name))
        set({ aims })
      }
      return outcome
    },
    update: (name, message) => changing(attempt('status.update', { name, message })),
    repost: (name, message) => changing(attempt('status.repost', { name, message })),
    aim(draftId, name) {
      const aims = { ...get().aims }
      if (name === null) delete aims[draftId]
      else aims[draftId] = name
      set({ aims })
    },
  }
})

/** The status messages, loaded on first use by any screen that shows them. */
export function useStatuses(): StatusMessage[] {
  const statuses = useStatusStore((state) => state.statuses)
  const phase = useStatusStore((state) => state.status)
  useEffect(() => {
    // Read now, not from the render: many rows mount at once and only the first one loads.
    if (useStatusStore.getState().status === 'idle') void useStatusStore.getState().load()
  }, [phase])
  return statuses
}
