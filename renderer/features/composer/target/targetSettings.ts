import { create } from 'zustand'
import type { UploadLimit } from '@shared/rpc/areas/webhooks'
import { attempt } from '@renderer/api/attempt'

type TargetSettingsState = {
  /** The API root pasted URLs are checked against (the emulator's in the sandbox). */
  apiBase: string | undefined
  /** The upload limit for a pasted URL that is not in the library. */
  defaultUploadLimitMiB: UploadLimit
  phase: 'idle' | 'loading' | 'ready'
  load(): void
}

/** The two settings the target needs, read once per page. */
export const useTargetSettings = create<TargetSettingsState>()((set, get) => ({
  apiBase: undefined,
  defaultUploadLimitMiB: 10,
  phase: 'idle',
  load() {
    if (get().phase !== 'idle') return
    set({ phase: 'loading' })
    void attempt('settings.get', {}).then((outcome) => {
      if (!outcome.ok) return set({ phase: 'idle' })
      set({
        phase: 'ready',
        apiBase: outcome.value.apiBase,
        defaultUploadLimitMiB: outcome.value.settings.defaultUploadLimitMiB,
      })
    })
  },
}))
