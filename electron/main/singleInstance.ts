import type { App, BrowserWindow } from 'electron'
import { focusWindow } from './focusWindow'

/**
 * One Herald at a time: two processes writing the same stores would lose each other's changes. A second
 * launch finds the lock taken, hands over (Electron raises `second-instance` in the first) and quits;
 * the first brings its window to the front. Returns false in the process that must quit.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  currentWindow: () => BrowserWindow | undefined,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', () => focusWindow(currentWindow()))
  return true
}
