import { parseArgs } from './args'
import { ensureBuilt } from './build'
import { serveInBrowser } from './serveBrowser'

// `npm run serve [-- --port N] [--no-open]`: the browser host directly, without trying Electron.
try {
  const args = parseArgs(process.argv.slice(2))
  ensureBuilt()
  await serveInBrowser(args, process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
