import type { Dispatch } from '../../shared/rpc'
import { EventHub, bindContract } from '../../shared/rpc'
import { composeServices } from '../services/compose'
import type { HeraldConfig } from '../services/config'
import type { ScryptCost } from '../services/vault/passphraseKeyWrapper'
import { createLogger } from '../services/log'
import { openInBrowser } from './openBrowser'

export type HostServices = { dispatch: Dispatch; events: EventHub; dispose(): Promise<void> }

/** The browser host's composition root: the shared services with this shell's adapters. */
export async function createHostServices(options: {
  config: HeraldConfig
  version: string
  passphrase?: string
  /** Tests only (startHost's option). */
  scryptCost?: ScryptCost
}): Promise<HostServices> {
  const { config, version, passphrase, scryptCost } = options
  const log = createLogger('host/rpc')
  const events = new EventHub(log)
  const services = await composeServices({
    config,
    events,
    log,
    shell: 'browser',
    version,
    passphrase,
    scryptCost,
    openExternal: async (url) => {
      // The page cannot open a system browser itself from a sandboxed tab, so the host does it.
      if (!openInBrowser(url)) log.warn('No system browser opener found for an external link.')
    },
  })
  return { dispatch: bindContract(services.handlers, log), events, dispose: () => services.dispose() }
}
