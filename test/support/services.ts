import type { Services } from '@services/compose'
import { composeServices } from '@services/compose'
import type { Dispatch, Envelope, RpcErrorData } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Logger } from '@services/log'
import type { Emulator } from '../emulator'

const quiet = { error: () => {} }

export type Opened = {
  services: Services
  dispatch: Dispatch
  call<T = Record<string, unknown>>(name: string, input?: unknown): Promise<T>
  failure(name: string, input: unknown): Promise<RpcErrorData>
}

/**
 * The services as both shells compose them, on `dataDir`, talking to the emulator over loopback, with the
 * vault opened by a passphrase at a cheap scrypt cost. `log` is silent unless a test wants to read it.
 */
export async function openServices(
  emu: Emulator,
  dataDir: string,
  options: { log?: Logger; passphrase?: string } = {},
): Promise<Opened> {
  const services = await composeServices({
    shell: 'browser',
    version: '0.0.0-test',
    openExternal: async () => {},
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    events: new EventHub(quiet),
    log: options.log ?? { debug() {}, info() {}, warn() {}, error() {} },
    passphrase: options.passphrase ?? 'integration passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  const dispatch: Dispatch = bindContract(services.handlers, quiet)
  return {
    services,
    dispatch,
    async call<T>(name: string, input: unknown = {}) {
      const envelope: Envelope = await dispatch(name, input)
      if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
      return envelope.value as T
    },
    async failure(name, input) {
      const envelope: Envelope = await dispatch(name, input)
      if (envelope.ok) throw new Error(`${name} succeeded`)
      return envelope.error
    },
  }
}
