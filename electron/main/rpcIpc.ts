import type { BrowserWindow } from 'electron'
import type { Dispatch, EventHub } from '@shared/rpc'
import { handleTrusted } from './security/ipcGuard'

/** The two channels of the contract over IPC; the preload uses the same names. */
export const RPC_CHANNEL = 'herald:rpc'
export const EVENT_CHANNEL = 'herald:event'

/**
 * Serves the contract to the window: every call goes through the validating dispatch, every event is
 * forwarded as (name, payload). No per-method glue: a new method in the contract needs nothing here.
 */
export function bindRpcIpc(options: {
  dispatch: Dispatch
  events: EventHub
  window: BrowserWindow
  pageUrl: string
}): () => void {
  const { dispatch, events, window } = options
  const stopHandling = handleTrusted(RPC_CHANNEL, options.pageUrl, async (_event, method, input) =>
    dispatch(typeof method === 'string' ? method : '', input),
  )
  const unsubscribe = events.subscribe((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, name, payload)
  })
  return () => {
    stopHandling()
    unsubscribe()
  }
}
