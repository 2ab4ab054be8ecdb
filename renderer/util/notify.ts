import { connection } from '../api'
import { attempt } from '../api/attempt'

/** A send that took at least this long gets a notification when it ends (if the window is not focused). */
export const LONG_TASK_MS = 10_000

/**
 * Tells the user something finished while they were looking elsewhere. Nothing happens while the page
 * has the focus. In the Electron shell the system shows it (main checks the window's focus too, and a
 * click brings the window back); in the browser host, a Web Notification when this page already has the
 * permission. Herald never asks for it: a prompt in the middle of a send would be the wrong moment.
 */
export async function notifyWhenUnfocused(title: string, body: string): Promise<void> {
  if (typeof document === 'undefined' || document.hasFocus()) return
  if (connection.kind === 'electron') {
    await attempt('app.notify', { title: title.slice(0, 100), body: body.slice(0, 300) })
    return
  }
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
    new Notification(title, { body })
}

/**
 * Runs a piece of work and, when it took `minMs` or more (0: always, as for a send to several targets),
 * notifies with what `describe` says about how it ended (read after the work, from what it left behind).
 */
export async function notifyIfLong(
  work: () => Promise<void>,
  describe: () => { title: string; body: string } | undefined,
  minMs: number = LONG_TASK_MS,
  now: () => number = Date.now,
): Promise<void> {
  const started = now()
  await work()
  if (now() - started < minMs) return
  const notice = describe()
  if (notice) await notifyWhenUnfocused(notice.title, notice.body)
}
