import type { HeraldBridge } from '@shared/rpc/staging'

declare global {
  interface Window {
    /** Set by the Electron preload (electron/preload/index.ts); absent in the browser host. */
    herald?: HeraldBridge
  }
}

/** The Electron pipe: the preload bridge already has the Transport shape, so this only finds it. */
export function ipcTransport(): HeraldBridge | undefined {
  return window.herald
}
