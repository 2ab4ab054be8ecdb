import { startHost } from '@host'
import { openInBrowser } from '@services/openBrowser'
import { configFromEnv } from '@services/config'
import type { LaunchArgs } from './args'
import { rendererDir } from './paths'

/** Resolves on the first Ctrl+C (or SIGTERM), so the caller can close what it started. */
export function untilStopped(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve(signal)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
}

/** The line that says whether the browser opened, or why not, so nobody waits for a window that never comes. */
async function whatOpened(open: boolean, url: string): Promise<string> {
  if (!open) return 'Open that address in your browser. Press Ctrl+C to stop.'
  const outcome = await openInBrowser(url)
  if (outcome.opened) return 'Opened it in your browser. Press Ctrl+C to stop.'
  return `Could not open your browser (${outcome.reason.message}). Open that address by hand. Press Ctrl+C to stop.`
}

/** Starts the browser host, prints its address (with the access token) and serves until Ctrl+C. */
export async function serveInBrowser(args: LaunchArgs, env: NodeJS.ProcessEnv): Promise<void> {
  const config = configFromEnv(env)
  const host = await startHost({ port: args.port, config, rendererDir, passphrase: env.HERALD_PASSPHRASE })
  console.log(`Herald is running at ${host.url}`)
  console.log(`Requests go to ${config.apiBase}; data lives in ${config.dataDir}.`)
  console.log(await whatOpened(args.open, host.launchUrl))
  await untilStopped()
  console.log('Stopping Herald…')
  await host.close()
}
