import type { HeraldApi, Transport } from '../../shared/rpc'
import { makeApi } from '../../shared/rpc'
import { takeAccessToken } from './accessToken'
import { httpTransport } from './httpTransport'
import { ipcTransport } from './ipcTransport'

/** Which pipe the page found: the Electron preload, the browser host, or none (opened without a token). */
export type Connection = { kind: 'electron' | 'browser'; api: HeraldApi } | { kind: 'none' }

function connect(): Connection {
  const ipc: Transport | undefined = ipcTransport()
  if (ipc) return { kind: 'electron', api: makeApi(ipc) }
  const token = takeAccessToken()
  if (token) return { kind: 'browser', api: makeApi(httpTransport(token)) }
  return { kind: 'none' }
}

/** Picked once at start-up; stores and hooks reach the outside world only through this. */
export const connection: Connection = connect()
