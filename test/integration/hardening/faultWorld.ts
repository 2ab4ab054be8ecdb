import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { composeServices } from '@services/compose'
import type { LogRecord } from '@services/log'
import { setLogSink } from '@services/log'
import type { BackingFactory } from '@services/stores/jsonStore'
import { confBacking } from '@services/stores/jsonStore'
import type { Dispatch, Envelope } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Emulator } from '../../emulator'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

/** What the services logged while faults fired (kept, not printed: the test looks in it for tokens). */
export const faultLog: LogRecord[] = []
setLogSink((record) => faultLog.push(record), 'debug')

/** The store seam with a switch: while `full` is set every write fails as a full disk does. */
export function fillableDisk() {
  const disk = { full: false }
  const backing: BackingFactory = (options) => {
    const inner = confBacking(options)
    return {
      get store() {
        return inner.store
      },
      set store(value) {
        if (disk.full) {
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
        }
        inner.store = value
      },
    }
  }
  return { disk, backing }
}

/** The whole composition on a scratch folder, against the emulator, with short network timings. */
export async function startFaultServices(emu: Emulator, backing: BackingFactory) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-faults-'))
  const services = await composeServices({
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    events: new EventHub(quiet),
    log: quiet,
    shell: 'browser',
    version: 'faults',
    openExternal: async () => undefined,
    passphrase: 'fault passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    backing,
    discordTiming: { idleTimeoutMs: 300, retryBaseDelayMs: 10 },
  })
  const dispatch: Dispatch = bindContract(services.handlers, quiet)
  return {
    dataDir,
    dispatch,
    async value<T>(method: string, input: unknown): Promise<T> {
      const answer = await dispatch(method, input)
      if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`)
      return answer.value as T
    },
    async close() {
      await services.dispose()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type Outcome = 'done' | 'failed' | 'unknown'

/**
 * How an operation ended, as the user is told: done; failed with a reason (a typed error other than
 * `internal`); or an unknown outcome that says where to look. Anything else is a violation.
 */
export function outcomeOf(answer: Envelope): { outcome: Outcome } | { violation: string } {
  if (answer.ok) return { outcome: 'done' }
  const { kind, message } = answer.error
  if (kind === 'internal') return { violation: `internal error: ${message}` }
  if (kind === 'unknownOutcome') {
    return /channel|check|look/i.test(message)
      ? { outcome: 'unknown' }
      : { violation: `unknown outcome without how to check: ${message}` }
  }
  return message.trim() ? { outcome: 'failed' } : { violation: `${kind} without a reason` }
}
