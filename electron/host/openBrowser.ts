import { spawn } from 'node:child_process'

/** The platform's "open this URL" command. */
function opener(): { command: string; args: string[] } {
  if (process.platform === 'darwin') return { command: 'open', args: [] }
  // `start` is a cmd built-in; the empty string is the window title it expects before the URL.
  if (process.platform === 'win32') return { command: 'cmd', args: ['/c', 'start', ''] }
  return { command: 'xdg-open', args: [] }
}

/**
 * Opens a URL in the user's browser without waiting for it. Returns false when no opener could be
 * started (a headless machine), so the caller can say so; the URL is printed either way.
 */
export function openInBrowser(url: string): boolean {
  const { command, args } = opener()
  try {
    const child = spawn(command, [...args, url], { stdio: 'ignore', detached: true })
    child.on('error', () => undefined)
    child.unref()
    return child.pid !== undefined
  } catch {
    return false
  }
}
