import type { HeraldApi } from '@shared/rpc'
import { makeApi } from '@shared/rpc/client'
import { takeAccessToken } from './accessToken'
import { withBootstrap } from './bootstrap'
import type { FilePipe } from './filePipe'
import { httpFiles } from './httpFiles'
import { httpTransport } from './httpTransport'
import { ipcFiles } from './ipcFiles'
import { ipcTransport } from './ipcTransport'
import type { MediaPipe } from './mediaPipe'
import { hostMedia, schemeMedia } from './mediaPipe'

/**
 * Which pipe the page found: the Electron preload, the browser host, or none (opened without a token).
 * `files` carries picked files' bytes beside the contract (renderer/api/staging.ts), `media` web images
 * the services fetched for the preview.
 */
export type Connection =
  { kind: 'electron' | 'browser'; api: HeraldApi; files: FilePipe; media: MediaPipe } | { kind: 'none' }

function connect(): Connection {
  const ipc = ipcTransport()
  // Both ask for the first screen's data at once, while React and the stores are still loading.
  if (ipc)
    return { kind: 'electron', api: makeApi(withBootstrap(ipc)), files: ipcFiles(ipc), media: schemeMedia() }
  const token = takeAccessToken()
  if (token)
    return {
      kind: 'browser',
      api: makeApi(withBootstrap(httpTransport(token))),
      files: httpFiles(token),
      media: hostMedia(token),
    }
  return { kind: 'none' }
}

/** Picked once at start-up; stores and hooks reach the outside world only through this. */
export const connection: Connection = connect()
