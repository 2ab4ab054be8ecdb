import { app } from 'electron'
import type { Dispatch } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { ShellAdapters } from '@services/compose'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import { createLogger } from '@services/log'
import type { MediaService } from '@services/media'
import type { FileStaging } from '@services/staging'
import { electronStoreBacking } from './electronStoreBacking'
import { SafeStorageKeyWrapper } from './safeStorageKeyWrapper'
import { openExternal } from './security/navigation'

export type MainServices = {
  dispatch: Dispatch
  events: EventHub
  /** The staging IPC channels use it directly: bytes do not travel as JSON. */
  staging: FileStaging
  /** The herald-media: scheme uses it directly: image bytes do not travel as JSON. */
  media: MediaService
  /** Where the data lives (Help → Open data folder, the window's state file). */
  dataDir: string
  dispose(): Promise<void>
}

/** The Electron shell's composition root: the shared services with this shell's adapters. */
export async function createMainServices(adapters: Pick<ShellAdapters, 'notify'>): Promise<MainServices> {
  const log = createLogger('main/rpc')
  const events = new EventHub(log)
  // Without HERALD_DATA_DIR, data lives in Electron's userData folder (…/Herald).
  const config = configFromEnv(process.env, app.getPath('userData'))
  const services = await composeServices({
    config,
    events,
    log,
    shell: 'electron',
    version: app.getVersion(),
    openExternal,
    notify: adapters.notify,
    passphrase: process.env.HERALD_PASSPHRASE,
    // The OS keychain wraps the vault's data key; only usable after `ready`, which has happened here.
    safeStorage: new SafeStorageKeyWrapper(),
    backing: electronStoreBacking,
    // The app sends due schedules while it runs.
    scheduleRunner: {},
  })
  return {
    dispatch: bindContract(services.handlers, log),
    events,
    staging: services.staging,
    media: services.media,
    dataDir: config.dataDir,
    dispose: () => services.dispose(),
  }
}
