import { spawn } from 'node:child_process'

/** Opens a URL in the user's browser without waiting; false when no opener could start (headless). */
export function openUrl(url: string): boolean {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open']
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '']
        : ['xdg-open']
  try {
    const child = spawn(command as string, [...args, url], { stdio: 'ignore', detached: true })
    child.on('error', () => undefined)
    child.unref()
    return child.pid !== undefined
  } catch {
    return false
  }
}
