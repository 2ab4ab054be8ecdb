import os from 'node:os'
import path from 'node:path'
import { parseArgs } from './args'
import type { EmulatorInfo } from './emulatorProcess'
import { startEmulatorProcess } from './emulatorProcess'
import { launchApp } from './launchApp'

// `npm run sandbox`: the app against the local Discord emulator with a demo server, no account needed.
function printWebhooks(info: EmulatorInfo): void {
  console.log(`Discord emulator running at ${info.url}`)
  const hooks = Object.values(info.demo?.webhooks ?? {})
  if (!hooks.length) return
  console.log('Demo webhooks (paste one into the composer):')
  for (const hook of hooks) console.log(`  ${(hook.name ?? '').padEnd(18)} ${hook.url ?? ''}`)
}

const emulator = await startEmulatorProcess().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
try {
  printWebhooks(emulator.info)
  await launchApp(parseArgs(process.argv.slice(2)), {
    ...process.env,
    HERALD_API_BASE: emulator.info.apiBase,
    HERALD_AUTH_BASE: emulator.info.authBase,
    HERALD_SANDBOX: '1',
    HERALD_DATA_DIR: process.env.HERALD_DATA_DIR || path.join(os.tmpdir(), 'herald-sandbox'),
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  emulator.stop()
}
