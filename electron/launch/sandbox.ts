import { DEFAULT_REDIRECT_PORT } from '../../shared/linkedRoles/redirect'
import { parseArgs } from './args'
import type { EmulatorInfo } from './emulatorProcess'
import { startEmulatorProcess } from './emulatorProcess'
import { launchApp } from './launchApp'
import { sandboxDataDir } from './sandboxFolder'

// `npm run sandbox`: the app against the local Discord emulator with a demo server, no account needed.
// The demo secrets printed here are the emulator's fixed values, useless anywhere else: printing them is
// how a newcomer gets to try every screen.

/** Each demo webhook with the server and channel it posts in. */
function printWebhooks(info: EmulatorInfo): void {
  console.log(`Discord emulator running at ${info.url}`)
  const hooks = Object.values(info.demo?.webhooks ?? {})
  if (!hooks.length) return
  const channelNames = new Map(Object.entries(info.demo?.channels ?? {}).map(([name, id]) => [id, name]))
  console.log(`Demo webhooks in the server "${info.demo?.guild?.name ?? ''}" (paste one into the composer):`)
  for (const hook of hooks) {
    const channel = `#${channelNames.get(hook.channelId ?? '') ?? hook.channelId ?? '?'}`
    console.log(`  ${channel.padEnd(15)} ${(hook.name ?? '').padEnd(16)} ${hook.url ?? ''}`)
  }
}

/** The demo bot, for Bot tokens: it sees the demo server, so the app shows its channel names. */
function printBotToken(info: EmulatorInfo): void {
  const app = info.demo?.application
  if (!app?.botToken) return
  console.log(`Demo bot token (Bot tokens → Add; emulator demo value, not a real secret):`)
  console.log(`  ${app.botToken}`)
}

/** The demo application (whose bot the token above is), for the Applications screen and linked roles. */
function printApplication(info: EmulatorInfo): void {
  const app = info.demo?.application
  if (!app?.id) return
  console.log(`Demo application "${app.name ?? ''}" (Applications → Add an application):`)
  console.log(`  application id and client id  ${app.id}`)
  console.log(`  bot token                     the demo bot token above`)
  console.log(
    `  client secret                 ${app.clientSecret ?? ''} (emulator demo value, not a real secret)`,
  )
  console.log(`  loopback port ${DEFAULT_REDIRECT_PORT} (its redirect URI is registered in the emulator)`)
}

async function sandbox(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const emulator = await startEmulatorProcess()
  try {
    printWebhooks(emulator.info)
    printBotToken(emulator.info)
    printApplication(emulator.info)
    await launchApp(args, {
      ...process.env,
      HERALD_API_BASE: emulator.info.apiBase,
      HERALD_AUTH_BASE: emulator.info.authBase,
      HERALD_SANDBOX: '1',
      // Kept between runs: the demo seed's ids and tokens are fixed, so saved webhooks stay valid.
      HERALD_DATA_DIR: process.env.HERALD_DATA_DIR || sandboxDataDir(),
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
