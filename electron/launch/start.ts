import { parseArgs } from './args'
import { launchApp } from './launchApp'

// `npm start [-- --port N] [--no-open]`: the port and --no-open apply when it falls back to the browser.
try {
  await launchApp(parseArgs(process.argv.slice(2)), process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
