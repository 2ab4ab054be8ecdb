import Store from 'electron-store'
import type { BackingFactory } from '@services/stores/jsonStore'

/**
 * The Electron shell keeps its JSON stores in electron-store: the same file format and atomic writes as
 * conf (which it wraps), here in the data folder the services chose. Only this shell may import it: the
 * package imports 'electron' at load time.
 */
export const electronStoreBacking: BackingFactory = (options) =>
  new Store<Record<string, unknown>>({
    cwd: options.cwd,
    name: options.configName,
    configFileMode: options.configFileMode,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
  })
