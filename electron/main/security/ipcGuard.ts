import type { IpcMainInvokeEvent } from 'electron'
import { ipcMain } from 'electron'
import { createLogger } from '@services/log'

const log = createLogger('main/ipcGuard')

/** Every channel Herald uses starts with this, so a stray or foreign channel is easy to refuse. */
export const CHANNEL_PREFIX = 'herald:'

/**
 * True when the message comes from our page in its top frame. An iframe or a page the window was
 * somehow navigated to gets nothing, even though it shares the preload's process.
 */
export function isTrustedSender(event: IpcMainInvokeEvent, pageUrl: string): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  return stripFragment(frame.url) === pageUrl
}

function stripFragment(url: string): string {
  const hash = url.indexOf('#')
  return hash >= 0 ? url.slice(0, hash) : url
}

type InvokeListener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>

/**
 * ipcMain.handle with both checks in front. Main code registers channels only through this, never
 * through ipcMain directly. Returns the disposer.
 */
export function handleTrusted(channel: string, pageUrl: string, listener: InvokeListener): () => void {
  if (!channel.startsWith(CHANNEL_PREFIX))
    throw new Error(`IPC channel ${channel} must start with ${CHANNEL_PREFIX}`)
  ipcMain.handle(channel, async (event, ...args) => {
    if (!isTrustedSender(event, pageUrl)) {
      log.warn(`refused ${channel} from an untrusted frame`)
      throw new Error('Refused.')
    }
    return listener(event, ...args)
  })
  return () => ipcMain.removeHandler(channel)
}
