// The `herald` command. This entry only wires the process to run(); everything else is in main.ts.
import { processIo } from './processIo'
import { run } from './main'

const running = run(process.argv.slice(2), processIo)

process.once('SIGINT', () => {
  running.interrupt().catch(() => process.exit(130))
  // A second Ctrl+C leaves at once.
  process.once('SIGINT', () => process.exit(130))
})

process.exitCode = await running.exitCode
