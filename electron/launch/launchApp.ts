import type { LaunchArgs } from './args'
import { ensureBuilt } from './build'
import { findElectronRuntime } from './electronRuntime'
import { runElectron } from './runElectron'
import { serveInBrowser } from './serveBrowser'

/**
 * `npm start` and `npm run sandbox`: the Electron window where it can run, otherwise the same app in
 * the browser, saying why.
 */
export async function launchApp(args: LaunchArgs, env: NodeJS.ProcessEnv): Promise<void> {
  ensureBuilt()
  const runtime = findElectronRuntime(env)
  if (runtime.found) {
    const outcome = await runElectron(runtime.executable, env)
    if (outcome.kind === 'exited') return
    console.log(`Electron could not start (${outcome.reason}). Serving Herald in your browser instead.`)
  } else {
    console.log(`Electron runtime not found (${runtime.reason}). Serving Herald in your browser instead.`)
  }
  await serveInBrowser(args, env)
}
