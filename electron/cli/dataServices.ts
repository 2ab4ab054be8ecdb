import { bindContract, EventHub } from '@shared/rpc/bind'
import type { MethodInput, MethodName, MethodOutput } from '@shared/rpc/contract'
import { RpcError } from '@shared/rpc/errors'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import type { CliIo } from './io'
import { heraldVersion } from './version'

/** The vault's passphrase (or none), and whether what is sent is recorded in History (default: yes). */
export type DataAccess = { passphrase?: string; recordHistory?: boolean }

export type Call = <M extends MethodName>(method: M, input: MethodInput<M>) => Promise<MethodOutput<M>>

const quiet = { error: () => {} }
const silentLog = { debug() {}, info() {}, warn() {}, error() {} }

/**
 * The app's own services on the data folder (drafts, library), for `herald import` and `export`: the
 * same composition the shells use, called through the contract so inputs are checked the same way. The
 * vault opens only with a passphrase given (HERALD_PASSPHRASE). What they send is recorded in History
 * unless `access.recordHistory` is false (--no-history).
 */
export async function withDataServices<T>(
  io: CliIo,
  access: string | undefined | DataAccess,
  run: (call: Call) => Promise<T>,
): Promise<T> {
  const { passphrase, recordHistory } = typeof access === 'object' ? access : { passphrase: access }
  const services = await composeServices({
    shell: 'browser',
    version: heraldVersion(),
    openExternal: async () => {},
    config: configFromEnv(io.env),
    events: new EventHub(quiet),
    log: silentLog,
    passphrase,
    recordHistory,
  })
  const dispatch = bindContract(services.handlers, quiet)
  const call: Call = async (method, input) => {
    const envelope = await dispatch(method, input)
    if (!envelope.ok) throw new RpcError(envelope.error)
    return envelope.value as MethodOutput<typeof method>
  }
  try {
    return await run(call)
  } finally {
    await services.dispose()
  }
}
