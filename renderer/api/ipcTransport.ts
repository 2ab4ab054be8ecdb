import type { Transport } from '../../shared/rpc'

declare global {
  interface Window {
    /** Set by the Electron preload (electron/preload/index.ts); absent in the browser host. */
    herald?: Transport
  }
}

/** The Electron pipe: the preload bridge already has the Transport shape, so this only finds it. */
export function ipcTransport(): Transport | undefined {
  return window.herald
}
