import os from 'node:os'
import path from 'node:path'
import { DEFAULT_REDIRECT_PORT } from '../../shared/linkedRoles/redirect'
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

/**
 * The demo application, for the Applications screen. Its secrets are the emulator's fixed demo values,
 * useless anywhere else, so printing them here is how a newcomer gets to try linked roles.
 */
function printApplication(info: EmulatorInfo): void {
  const app = info.demo?.application
  if (!app?.id) return
  console.log(`Demo application "${app.name ?? ''}" (Applications → Add an application):`)
  console.log(`  application id and client id  ${app.id}`)
  console.log(`  bot token (emulator demo value, not a real secret)      ${app.botToken ?? ''}`)
  console.log(`  client secret (emulator demo value, not a real secret)  ${app.clientSecret ?? ''}`)
  console.log(`  loopback port ${DEFAULT_REDIRECT_PORT} (its redirect URI is registered in the emulator)`)
}

async function sandbox(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const emulator = await startEmulatorProcess()
  try {
    printWebhooks(emulator.info)
    printApplication(emulator.info)
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
