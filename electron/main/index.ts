import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BrowserWindow } from 'electron'
import { Notification, app, protocol, session } from 'electron'
import { createLogger } from '@services/log'
import { APP_ID, PRODUCT_NAME } from './appId'
import { installDesktopConventions, openMainWindow } from './desktopShell'
import { installMediaProtocol, mediaSchemePrivileges } from './mediaProtocol'
import { createNotifier } from './notifier'
import { bindRpcIpc } from './rpcIpc'
import { installCsp } from './security/csp'
import { refuseBluetoothPicker } from './security/devices'
import { bindStagingIpc } from './stagingIpc'
import { guardNavigation } from './security/navigation'
import { denyPermissions } from './security/permissions'
import type { MainServices } from './services'
import { createMainServices } from './services'
import { claimSingleInstance } from './singleInstance'
import { drop } from './util/drop'
import { windowFiles } from './window'
import type { Translate } from '@shared/i18n'
import { createShellLanguage } from './shellLanguage'
import type { ShellLanguage } from './shellLanguage'

// Entry point: only wiring. Each defence lives in its own module under security/.
const log = createLogger('main')
const files = windowFiles(import.meta.dirname)

app.setName(PRODUCT_NAME)
if (process.platform === 'win32') app.setAppUserModelId(APP_ID)
// Tests and the sandbox point the whole profile (Chromium's caches too) at a throwaway folder.
if (process.env.HERALD_DATA_DIR) app.setPath('userData', path.resolve(process.env.HERALD_DATA_DIR))
app.enableSandbox()
// Before ready, as Electron requires: the scheme the preview's web images come through.
protocol.registerSchemesAsPrivileged([mediaSchemePrivileges])
app.on('web-contents-created', (_event, contents) => {
  guardNavigation(contents)
  refuseBluetoothPicker(contents)
})

let services: MainServices | undefined
let mainWindow: BrowserWindow | undefined

async function main(): Promise<void> {
  if (!claimSingleInstance(app, () => mainWindow)) return
  await app.whenReady()
  denyPermissions(session.defaultSession)
  installCsp(session.defaultSession)
  // Menus and the schedules' notifications in the app's language (Settings → Language, else the
  // system's); the language reads the settings through the services, which need the notifier first.
  const shell: { language?: ShellLanguage } = {}
  services = await createMainServices({
    notify: createNotifier(
      Notification,
      () => mainWindow,
      () => shell.language?.current(),
    ),
  })
  const { events, dataDir } = services
  const language = createShellLanguage(services.dispatch, () => app.getPreferredSystemLanguages())
  shell.language = language
  const conventions = (t: Translate) =>
    installDesktopConventions({ events, dataDir, mainDir: import.meta.dirname, t })
  // Not awaited: the window opens meanwhile (the page loads its own catalogue); the menus follow.
  drop(language.refresh().then(conventions, (error: unknown) => log.warn('menus: no catalogue', error)))
  const dispatch = language.watch(services.dispatch, conventions)

  const stopMedia = installMediaProtocol(protocol, services.media)
  const window = (mainWindow = await openMainWindow(files, services.dataDir, language.current))
  const pageUrl = pathToFileURL(files.page).href
  const unbind = bindRpcIpc({ dispatch, events: services.events, window, pageUrl })
  const unbindStaging = bindStagingIpc({ staging: services.staging, pageUrl })
  window.on('closed', () => {
    unbind()
    unbindStaging()
    stopMedia()
  })
  await window.loadFile(files.page)
}

// One window, so closing it ends the app on every platform.
app.on('window-all-closed', () => app.quit())
app.on('will-quit', (event) => {
  const running = services
  if (!running) return
  services = undefined
  // Let the services finish (flush stores, stop queues) before the process ends.
  event.preventDefault()
  drop(shutdown(running))
})

async function shutdown(running: MainServices): Promise<void> {
  try {
    await running.dispose()
  } catch (error) {
    log.error('services did not shut down cleanly', error)
  }
  app.quit()
}

async function start(): Promise<void> {
  try {
    await main()
  } catch (error) {
    log.error('Herald failed to start', error)
    app.exit(1)
  }
}

drop(start())
