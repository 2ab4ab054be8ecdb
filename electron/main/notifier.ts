import type { BrowserWindow, Notification, NotificationConstructorOptions } from 'electron'
import type { Phrase, Translate } from '@shared/i18n'
import { saidText } from '@shared/rpc/saidText'
import { focusWindow } from './focusWindow'

/** Electron's Notification class, as far as the notifier uses it. */
export type NotificationClass = {
  new (options: NotificationConstructorOptions): Pick<Notification, 'on' | 'show'>
  isSupported(): boolean
}

/** English text; with `phrases`, said in the app's language instead (a schedule's notice). */
export type Notice = { title: string; body: string; phrases?: { title: Phrase; body: Phrase } }

/**
 * The shell's `notify` adapter: a system notification, only while the window is not focused (someone
 * looking at the app sees the result there); clicking it brings the window back. Says whether it showed.
 */
export function createNotifier(
  NotificationImpl: NotificationClass,
  currentWindow: () => BrowserWindow | undefined,
  /** The shell's translator (Settings → Language), once it has loaded. */
  translator: () => Translate | undefined = () => undefined,
): (notice: Notice) => boolean {
  // A notification nobody references can be collected before it is clicked, losing the click handler.
  const live = new Set<Pick<Notification, 'on' | 'show'>>()
  return (notice) => {
    const window = currentWindow()
    if (!window || window.isDestroyed() || window.isFocused() || !NotificationImpl.isSupported()) return false
    const notification = new NotificationImpl(said(notice, translator()))
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

/** The notice's text in the shell's language where it carries phrases; its English otherwise. */
function said(notice: Notice, t: Translate | undefined): { title: string; body: string } {
  if (!t || !notice.phrases) return { title: notice.title, body: notice.body }
  return {
    title: saidText(t, { message: notice.title, phrase: notice.phrases.title }),
    body: saidText(t, { message: notice.body, phrase: notice.phrases.body }),
  }
}
