import type { Dispatch } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import { composeServices } from '@services/compose'
import type { HeraldConfig } from '@services/config'
import type { Clock } from '@services/discord/clock'
import type { MediaService, MediaTestServer } from '@services/media'
import type { FileStaging, StagingLimits } from '@services/staging'
import type { ScryptCost } from '@services/vault/passphraseKeyWrapper'
import { createLogger } from '@services/log'
import { openInBrowser } from '@services/openBrowser'

export type HostServices = {
  dispatch: Dispatch
  events: EventHub
  /** POST /stage and GET /staged/<handle> use it directly: bytes do not travel as JSON. */
  staging: FileStaging
  /** GET /media uses it directly: image bytes do not travel as JSON. */
  media: MediaService
  dispose(): Promise<void>
}

/** The browser host's composition root: the shared services with this shell's adapters. */
export async function createHostServices(options: {
  config: HeraldConfig
  version: string
  passphrase?: string
  /** Tests only (startHost's option). */
  scryptCost?: ScryptCost
  /** Tests only (startHost's option). */
  stagingLimits?: Partial<StagingLimits>
  /** Tests only (startHost's option). */
  openExternal?: (url: string) => Promise<void>
  /** Tests only (startHost's option). */
  scheduleClock?: Clock
  /** Tests only (startHost's option). */
  mediaTestServer?: MediaTestServer
}): Promise<HostServices> {
  const { config, version, passphrase, scryptCost, stagingLimits } = options
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
    stagingLimits,
    // The host sends due schedules while it runs.
    scheduleRunner: { clock: options.scheduleClock },
    mediaTestServer: options.mediaTestServer,
    openExternal:
      options.openExternal ??
      (async (url) => {
        // The page cannot open a system browser itself from a sandboxed tab, so the host does it.
        const outcome = await openInBrowser(url)
        if (!outcome.opened) log.warn(`An external link was not opened: ${outcome.reason.message}.`)
      }),
  })
  return {
    dispatch: bindContract(services.handlers, log),
    events,
    staging: services.staging,
    media: services.media,
    dispose: () => services.dispose(),
  }
}
