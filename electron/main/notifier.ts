import type { BrowserWindow, Notification, NotificationConstructorOptions } from 'electron'
import { focusWindow } from './focusWindow'

/** Electron's Notification class, as far as the notifier uses it. */
export type NotificationClass = {
  new (options: NotificationConstructorOptions): Pick<Notification, 'on' | 'show'>
  isSupported(): boolean
}

export type Notice = { title: string; body: string }

/**
 * The shell's `notify` adapter: a system notification, only while the window is not focused (someone
 * looking at the app sees the result there); clicking it brings the window back. Says whether it showed.
 */
export function createNotifier(
  NotificationImpl: NotificationClass,
  currentWindow: () => BrowserWindow | undefined,
): (notice: Notice) => boolean {
  // A notification nobody references can be collected before it is clicked, losing the click handler.
  const live = new Set<Pick<Notification, 'on' | 'show'>>()
  return ({ title, body }) => {
    const window = currentWindow()
    if (!window || window.isDestroyed() || window.isFocused() || !NotificationImpl.isSupported()) return false
    const notification = new NotificationImpl({ title, body })
    live.add(notification)
    notification.on('click', () => {
      live.delete(notification)
      focusWindow(window)
    })
    notification.on('close', () => live.delete(notification))
    notification.show()
    return true
  }
}
