// The local Discord API emulator: start it on a loopback port, point the app's HERALD_API_BASE at
// `apiBase` and HERALD_AUTH_BASE at `authBase`, and drive it through `control`.
import type { AddressInfo } from 'node:net'
import { createControl, controlHandler, type EmulatorControl } from './control'
import type { Core, Route } from './core'
import { channelRoutes } from './channelRoutes'
import { guildRoutes } from './guildRoutes'
import { executeRoutes } from './executeRoutes'
import { Faults } from './faults'
import { Journal } from './journal'
import { oauthRoutes } from './oauthRoutes'
import { DEFAULT_RATE_MODEL, mergeRateModel, RateLimiter } from './rateLimit'
import { roleConnectionRoutes } from './roleConnectionRoutes'
import { EmulatorServer } from './server'
import { State } from './state'
import type { DemoSeed, EmulatorConfig, RateModel, SeedKind } from './types'
import { webhookRoutes } from './webhookRoutes'

export type { EmulatorControl } from './control'
export type {
  DemoSeed,
  DemoWebhook,
  EmulatorConfig,
  Fault,
  FaultKind,
  FaultSpec,
  JournalEntry,
  JournalFile,
  RateModel,
  RoleCriterion,
  RoleEvaluation,
  SeedKind,
  StateData,
  Window,
} from './types'
export { DEFAULT_RATE_MODEL } from './rateLimit'

export type EmulatorOptions = {
  /** 0 or omitted = any free port. */
  port?: number
  /** 'demo' (default) or 'empty'. */
  seed?: SeedKind
  rateModel?: Partial<RateModel>
  /** The clock (ms since epoch) for rate windows, token expiry, snowflakes and timestamps. */
  now?: () => number
  config?: Partial<EmulatorConfig>
}

export type Emulator = {
  /** http://127.0.0.1:PORT */
  url: string
  /** `${url}/api/v10` (HERALD_API_BASE) */
  apiBase: string
  /** `${url}/api` (HERALD_AUTH_BASE) */
  authBase: string
  /** Ids and credentials of the demo seed (with seed 'empty' they describe nothing that exists). */
  demo: DemoSeed
  control: EmulatorControl
  close(): Promise<void>
}

export const DEFAULT_CONFIG: EmulatorConfig = {
  maxFileBytes: 10 * 1024 * 1024,
  maxRequestBytes: 25 * 1024 * 1024,
  legacyUnversionedErrors: true,
}

const ROUTES: Route[] = [
  ...executeRoutes,
  ...webhookRoutes,
  ...channelRoutes,
  ...guildRoutes,
  ...oauthRoutes,
  ...roleConnectionRoutes,
]

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const clock = options.now ?? Date.now
  let offset = 0
  const now = () => clock() + offset
  const baseModel = mergeRateModel(DEFAULT_RATE_MODEL, options.rateModel)
  const core: Core = {
    state: new State(now),
    limiter: new RateLimiter(structuredClone(baseModel), now),
    config: { ...DEFAULT_CONFIG, ...options.config },
    now,
    origin: '',
    apiBase: '',
  }
  const faults = new Faults()
  const journal = new Journal()
  let demo: DemoSeed | undefined
  const control = createControl({
    core,
    faults,
    journal,
    startSeed: options.seed ?? 'demo',
    baseModel,
    advance: (ms) => {
      offset += ms
    },
    setDemo: (d) => {
      demo = d
    },
  })
  const server = new EmulatorServer({
    core,
    routes: ROUTES,
    faults,
    journal,
    control: controlHandler(control, core, () => demo as DemoSeed),
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  core.origin = `http://127.0.0.1:${port}`
  core.apiBase = `${core.origin}/api/v10`
  const seeded = control.seed(options.seed ?? 'demo')
  return {
    url: core.origin,
    apiBase: core.apiBase,
    authBase: `${core.origin}/api`,
    get demo() {
      return demo ?? seeded
    },
    control,
    close: () => server.close(),
  }
}
