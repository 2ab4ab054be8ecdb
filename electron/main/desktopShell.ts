import path from 'node:path'
import type { BrowserWindow } from 'electron'
import { app, screen, session, shell } from 'electron'
import type { Translate } from '@shared/i18n'
import type { EventHub } from '@shared/rpc'
import { createLogger } from '@services/log'
import { installAppMenu } from './menu/appMenu'
import { installContextMenu } from './menu/contextMenu'
import { configureSpellChecker } from './spellcheck'
import { drop } from './util/drop'
import type { WindowFiles } from './window'
import { DEFAULT_SIZE, createMainWindow } from './window'
import { placeWindow } from './windowState/placement'
import { WINDOW_STATE_FILE, loadWindowState, saveWindowState } from './windowState/stateFile'
import { trackWindowState } from './windowState/trackWindowState'

const log = createLogger('main/desktop')

/**
 * README.md, which Help → Documentation opens: beside the app's resources once packaged (outside the
 * asar, where another program can read it), at the repository's root in development.
 */
export function documentationFile(mainDir: string, packaged: boolean, resourcesPath: string): string {
  return packaged ? path.join(resourcesPath, 'README.md') : path.join(mainDir, '../../README.md')
}

async function openPath(target: string): Promise<void> {
  const problem = await shell.openPath(target)
  if (problem) log.warn(`could not open ${path.basename(target)}: ${problem}`)
}

/**
 * The application menu (in `t`'s language; call again when it changes) and the spelling checker's
 * languages; call once the app is ready.
 */
export function installDesktopConventions(options: {
  events: EventHub
  dataDir: string
  mainDir: string
  t: Translate
}): void {
  installAppMenu(
    { platform: process.platform, development: !app.isPackaged, appName: app.name, t: options.t },
    {
      command: (command) => options.events.emit('app.onMenuCommand', { command }),
      openDocumentation: () =>
        drop(openPath(documentationFile(options.mainDir, app.isPackaged, process.resourcesPath))),
      openDataFolder: () => drop(openPath(options.dataDir)),
    },
  )
  configureSpellChecker(session.defaultSession, app.getPreferredSystemLanguages(), process.platform)
}

/**
 * The main window where it was last left (when that is still on a connected display), remembering its
 * place from now on, with the text-field context menu.
 */
export async function openMainWindow(
  files: WindowFiles,
  dataDir: string,
  t: () => Translate,
): Promise<BrowserWindow> {
  const stateFile = path.join(dataDir, WINDOW_STATE_FILE)
  const primary = screen.getPrimaryDisplay()
  const others = screen.getAllDisplays().filter((display) => display.id !== primary.id)
  const workAreas = [primary, ...others].map((display) => display.workArea)
  const window = createMainWindow(
    files,
    placeWindow(await loadWindowState(stateFile), workAreas, DEFAULT_SIZE),
  )
  trackWindowState(window, (state) => {
    try {
      saveWindowState(stateFile, state)
    } catch (error) {
      log.warn('could not save the window state', error)
    }
  })
  installContextMenu(window, t)
  return window
}
