import { spawn } from 'node:child_process'
import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'

/**
 * What happened when Herald asked the system to open a URL; `reason` says why nothing opened, in English
 * and as a phrase (the opener's own error text stays as the system words it).
 */
export type OpenOutcome = { opened: true } | { opened: false; reason: Said }

type System = { platform: NodeJS.Platform; env: NodeJS.ProcessEnv }

/** An opener still running after this long has started a browser and waits on it (xdg-open may). */
const STILL_RUNNING_MS = 3000

/** The platform's "open this URL" command. */
function opener(platform: NodeJS.Platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [] }
  // `start` is a cmd built-in; the empty string is the window title it expects before the URL.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', ''] }
  return { command: 'xdg-open', args: [] }
}

/**
 * Asks the system to open a URL in the user's browser and says honestly whether it did: on Linux and the
 * BSDs there must be a display to open it on, the opener must exist, and it must not report a failure.
 */
export function openInBrowser(
  url: string,
  system: System = { platform: process.platform, env: process.env },
): Promise<OpenOutcome> {
  const { platform, env } = system
  const graphical = platform === 'darwin' || platform === 'win32' || env.DISPLAY || env.WAYLAND_DISPLAY
  if (!graphical) {
    return Promise.resolve({
      opened: false,
      reason: said('cli2.browser.noDisplay', 'no display: neither DISPLAY nor WAYLAND_DISPLAY is set'),
    })
  }
  const { command, args } = opener(platform)
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>
    try {
      child = spawn(command, [...args, url], { stdio: 'ignore', detached: true, env })
    } catch (error) {
      const text = (error as Error).message
      const reason = said('cli2.browser.cannotStart', `${command} could not start: ${text}`, {
        command,
        text,
      })
      resolve({ opened: false, reason })
      return
    }
    const timer = setTimeout(() => {
      child.unref()
      resolve({ opened: true })
    }, STILL_RUNNING_MS)
    timer.unref()
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      const text = error.message
      const reason =
        error.code === 'ENOENT'
          ? said('cli2.browser.notInstalled', `${command} is not installed`, { command })
          : said('cli2.browser.failed', `${command} failed: ${text}`, { command, text })
      resolve({ opened: false, reason })
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve({ opened: true })
      else if (signal) {
        const reason = said('cli2.browser.signal', `${command} failed (${signal})`, { command, signal })
        resolve({ opened: false, reason })
      } else {
        const exit = String(code)
        const reason = said('cli2.browser.exitCode', `${command} failed (exit code ${exit})`, {
          command,
          exit,
        })
        resolve({ opened: false, reason })
      }
    })
  })
}
