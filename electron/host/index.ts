import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HeraldConfig } from '@services/config'
import type { MediaTestServer } from '@services/media'
import type { Clock } from '@services/discord/clock'
import type { StagingLimits } from '@services/staging'
import type { ScryptCost } from '@services/vault/passphraseKeyWrapper'
import { createLogger } from '@services/log'
import { handleEvents } from './events'
import { clientWentAway } from './clientGone'
import { checkOrigin, checkSingleHeaders, checkToken } from './guard'
import { LaunchLink } from './launchLink'
import { handleMedia } from './mediaHttp'
import { handleRpc } from './rpcHttp'
import { createHostServices } from './services'
import { handleStage, handleStaged } from './stagingHttp'
import { createStaticHandler, plain } from './staticFiles'
import { createToken } from './token'
import { packageVersion } from './version'

export type HostOptions = {
  /** 0 or absent picks a free port. */
  port?: number
  config: HeraldConfig
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** HERALD_PASSPHRASE: unlocks (or sets up) the vault at start. */
  passphrase?: string
  /**
   * Tests only: a cheap scrypt cost for vaults created here, so each vault costs milliseconds instead of
   * ~0.6 s. Only code that calls startHost can set it; no environment variable or page request does.
   */
  scryptCost?: ScryptCost
  /** Tests only: smaller staging caps, so a test reaches them without gigabytes. */
  stagingLimits?: Partial<StagingLimits>
  /** Tests only: where the services' openExternal goes instead of the system browser. */
  openExternal?: (url: string) => Promise<void>
  /** Tests only: the scheduled sends' clock, moved by the test (only code calling startHost can set it). */
  scheduleClock?: Clock
  /**
   * Tests only: a local image server standing in for the web, allowed past the web images' private-address
   * rule. Only code calling startHost can set it; no environment variable or page request does.
   */
  mediaTestServer?: MediaTestServer
}

export type RunningHost = {
  /** `http://127.0.0.1:PORT/#token=<token>`: the page moves the token out of the address bar. */
  url: string
  /** A one-time link to the same page, for a browser opener's command line (see launchLink.ts). */
  launchUrl: string
  origin: string
  token: string
  port: number
  close(): Promise<void>
}

const log = createLogger('host')

/** The browser shell: the built page and the RPC contract on loopback, behind a per-launch token. */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const token = createToken()
  const launch = new LaunchLink(token)
  const services = await createHostServices({
    config: options.config,
    version: packageVersion(),
    passphrase: options.passphrase,
    scryptCost: options.scryptCost,
    stagingLimits: options.stagingLimits,
    openExternal: options.openExternal,
    scheduleClock: options.scheduleClock,
    mediaTestServer: options.mediaTestServer,
  })
  const serveStatic = createStaticHandler(options.rendererDir)
  const streams = new Set<() => void>()
  let port = 0

  const server = http.createServer((req, res) => {
    const handle = async () => {
      const refusal = checkSingleHeaders(req.rawHeaders) ?? checkOrigin(req.headers, port)
      if (refusal) return plain(res, refusal.status, refusal.reason)
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://host.invalid')
      const isRpc = pathname.startsWith('/rpc/')
      const isStaging = pathname === '/stage' || pathname.startsWith('/staged/')
      const isMedia = pathname === '/media'
      if (isRpc || isStaging || isMedia || pathname === '/events') {
        const denied = checkToken(req.headers, token)
        if (denied) return plain(res, denied.status, denied.reason)
      }
      if (pathname.startsWith('/launch/') && req.method === 'GET') return launch.answer(res, pathname)
      if (isRpc) return handleRpc(req, res, methodName(pathname), services.dispatch)
      if (pathname === '/stage') return handleStage(req, res, services.staging)
      if (isStaging) return handleStaged(req, res, pathname, services.staging)
      if (isMedia) return handleMedia(req, res, searchParams, services.media)
      if (pathname === '/events') {
        const end = handleEvents(req, res, services.events)
        if (end) {
          streams.add(end)
          req.on('close', () => streams.delete(end))
        }
        return
      }
      return serveStatic(req, res, pathname)
    }
    handle().catch((error: unknown) => {
      // A caller that closed the tab or cancelled is routine: one quiet line, no stack.
      if (clientWentAway(req, error)) return log.debug(`${req.method} ${req.url}: the caller went away`)
      log.error('request failed', error)
      if (!res.headersSent) plain(res, 500, 'Internal error.')
      else res.end()
    })
  })

  // Loopback only: the host must never be reachable from another machine.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`
  const url = `${origin}/#token=${token}`
  const launchUrl = `${origin}${launch.path()}`
  log.info(`serving Herald on ${origin}`)

  return {
    url,
    launchUrl,
    origin,
    token,
    port,
    async close() {
      for (const end of streams) end()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await services.dispose()
    },
  }
}

/** `/rpc/app.info` → `app.info`. A malformed escape becomes a name no method has, answered as such. */
function methodName(pathname: string): string {
  try {
    return decodeURIComponent(pathname.slice('/rpc/'.length))
  } catch {
    return ''
  }
}
