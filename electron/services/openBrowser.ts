import { spawn } from 'node:child_process'

/** What happened when Herald asked the system to open a URL; `reason` says why nothing opened. */
export type OpenOutcome = { opened: true } | { opened: false; reason: string }

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
      reason: 'no display: neither DISPLAY nor WAYLAND_DISPLAY is set',
    })
  }
  const { command, args } = opener(platform)
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>
    try {
      child = spawn(command, [...args, url], { stdio: 'ignore', detached: true, env })
    } catch (error) {
      resolve({ opened: false, reason: `${command} could not start: ${(error as Error).message}` })
      return
    }
    const timer = setTimeout(() => {
      child.unref()
      resolve({ opened: true })
    }, STILL_RUNNING_MS)
    timer.unref()
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      const why =
        error.code === 'ENOENT' ? `${command} is not installed` : `${command} failed: ${error.message}`
      resolve({ opened: false, reason: why })
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve({ opened: true })
      else resolve({ opened: false, reason: `${command} failed (${signal ?? `exit code ${code}`})` })
    })
  })
}
