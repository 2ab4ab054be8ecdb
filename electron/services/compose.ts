import type { EventHub, Handlers } from '../../shared/rpc'
import { rpcError } from '../../shared/rpc'
import type { AppInfo } from '../../shared/rpc/areas/app'
import type { HeraldConfig } from './config'
import type { Logger } from './log'

/** What only a shell can provide. Each shell's composition root passes its own. */
export type ShellAdapters = {
  shell: AppInfo['shell']
  version: string
  /** Opens an https link in the system browser; the contract has already checked the scheme. */
  openExternal(url: string): Promise<void>
}

export type ComposeOptions = ShellAdapters & {
  config: HeraldConfig
  events: EventHub
  log: Logger
}

export type Services = {
  /** One handler per method of the contract, ready for bindContract. */
  handlers: Handlers
  /** Releases everything the services started (timers, queues, sockets). */
  dispose(): Promise<void>
}

type AreaHandlers<K extends keyof Handlers> = Pick<Handlers, K>
type Disposer = () => void | Promise<void>

/**
 * Builds every service once and joins their area handlers, so the Electron shell and the browser host
 * serve exactly the same composition and differ only in their adapters.
 */
export function composeServices(options: ComposeOptions): Services {
  const disposers: Disposer[] = []
  const handlers: Handlers = {
    ...appHandlers(options),
    ...sendHandlers(),
  }
  return {
    handlers,
    async dispose() {
      // Last built, first released: later services may depend on earlier ones.
      for (const dispose of disposers.reverse()) await dispose()
    },
  }
}

function appHandlers(options: ComposeOptions): AreaHandlers<'app.info' | 'app.openExternal'> {
  const { config } = options
  return {
    'app.info': async () => ({
      version: options.version,
      shell: options.shell,
      sandbox: config.sandbox,
      apiBase: config.apiBase,
      authBase: config.authBase,
    }),
    'app.openExternal': async ({ url }) => {
      await options.openExternal(url)
      return {}
    },
  }
}

type SendMethod = 'message.send' | 'message.edit' | 'message.delete' | 'message.fetch' | 'send.cancel'

// Placeholder until electron/services/send lands: answers a readable error instead of failing to compile.
function sendHandlers(): AreaHandlers<SendMethod> {
  const unavailable = async (): Promise<never> => {
    throw rpcError('internal', 'Sending is not available in this build yet.')
  }
  return {
    'message.send': unavailable,
    'message.edit': unavailable,
    'message.delete': unavailable,
    'message.fetch': unavailable,
    'send.cancel': unavailable,
  }
}
