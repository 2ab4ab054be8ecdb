import { contextBridge, ipcRenderer } from 'electron'
import type { StagedFileInfo } from '@shared/drafts/draft'
import type { Envelope } from '@shared/rpc/index'
import { isEventName, isMethodName } from '@shared/rpc/names'
import type { HeraldBridge, StagedBytes } from '@shared/rpc/staging'

// The whole bridge: one object, `window.herald`, with the Transport shape of shared/rpc/client.ts plus
// the two staging calls of shared/rpc/staging.ts.
// Names are checked here as well as in main, so the page gets no generic pipe: against the schema-free
// name lists (shared/rpc/names.ts), which keeps zod and the contract's schemas out of this bundle.
const RPC_CHANNEL = 'herald:rpc'
const EVENT_CHANNEL = 'herald:event'
// Copied from shared/rpc/staging.ts (a value import would pull it into this bundle); main checks them.
const STAGE_CHANNEL = 'herald:stage'
const READ_STAGED_CHANNEL = 'herald:readStaged'

type Listener = (payload: unknown) => void
const listeners = new Map<string, Set<Listener>>()

ipcRenderer.on(EVENT_CHANNEL, (_event, name: unknown, payload: unknown) => {
  if (typeof name !== 'string') return
  for (const listener of listeners.get(name) ?? []) listener(payload)
})

const bridge: HeraldBridge = {
  async invoke(method, input) {
    if (typeof method !== 'string' || !isMethodName(method)) {
      return {
        ok: false,
        error: { kind: 'invalidInput', message: `There is no method "${String(method)}".`, issues: [] },
      }
    }
    return (await ipcRenderer.invoke(RPC_CHANNEL, method, input)) as Envelope
  },
  subscribe(event, listener) {
    if (typeof event !== 'string' || !isEventName(event) || typeof listener !== 'function') {
      throw new Error(`There is no event "${String(event)}".`)
    }
    let set = listeners.get(event)
    if (!set) listeners.set(event, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  },
  async stage(name, contentType, bytes) {
    return (await ipcRenderer.invoke(STAGE_CHANNEL, name, contentType, bytes)) as Envelope<StagedFileInfo>
  },
  async readStaged(handle) {
    return (await ipcRenderer.invoke(READ_STAGED_CHANNEL, handle)) as Envelope<StagedBytes>
  },
}

contextBridge.exposeInMainWorld('herald', bridge)
