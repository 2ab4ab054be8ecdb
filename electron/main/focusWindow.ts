import type { BrowserWindow } from 'electron'

/** Brings the window to the front, restoring it from the dock or taskbar first. */
export function focusWindow(window: BrowserWindow | undefined): void {
  if (!window || window.isDestroyed()) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
