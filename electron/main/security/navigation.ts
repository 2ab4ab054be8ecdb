import type { WebContents } from 'electron'
import { shell } from 'electron'
import { createLogger } from '@services/log'
import { drop } from '../util/drop'

const log = createLogger('main/navigation')

/**
 * Only https links leave the app, and only to the system browser. No credentials in the URL: they would
 * be handed to another program. Exported for tests and for app.openExternal.
 */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password
  } catch {
    return false
  }
}

export async function openExternal(url: string): Promise<void> {
  if (!isSafeExternalUrl(url)) {
    log.warn('refused to open a non-https link')
    return
  }
  await shell.openExternal(url)
}

async function openOrLog(url: string): Promise<void> {
  try {
    await openExternal(url)
  } catch (error) {
    log.warn('could not open a link in the system browser', error)
  }
}

/**
 * The window shows our page and nothing else: every navigation and every new window is cancelled, and
 * https targets go to the system browser instead. <webview> is refused outright (it would be a second,
 * unguarded browser inside the app).
 */
export function guardNavigation(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault()
    drop(openOrLog(url))
  })
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    drop(openOrLog(url))
    return { action: 'deny' }
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
}
