import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
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

/**
 * For a test file whose tests each open the services on fresh data folders: the returned function opens
 * one (a new folder named after `prefix`); after each test every one opened is disposed and its folder
 * removed. `emulator` is read when a folder is opened, since files start their emulator in beforeAll.
 */
export function freshApps(prefix: string, emulator: () => Emulator): () => Promise<Opened> {
  const dirs: string[] = []
  const opened: Opened[] = []
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.services.dispose()
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    dirs.push(dir)
    const app = await openServices(emulator(), dir)
    opened.push(app)
    return app
  }
}
