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

async function sandbox(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const emulator = await startEmulatorProcess()
  try {
    printWebhooks(emulator.info)
    await launchApp(args, {
      ...process.env,
      HERALD_API_BASE: emulator.info.apiBase,
      HERALD_AUTH_BASE: emulator.info.authBase,
      HERALD_SANDBOX: '1',
      // Kept between runs: the demo seed's ids and tokens are fixed, so saved webhooks stay valid.
      HERALD_DATA_DIR: process.env.HERALD_DATA_DIR || path.join(os.tmpdir(), 'herald-sandbox'),
    })
  } finally {
    emulator.stop()
  }
}

try {
  await sandbox()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
