import { parseArgs } from './args'
import { startEmulatorProcess } from './emulatorProcess'
import { launchApp } from './launchApp'
import { sandboxDataDir } from './sandboxFolder'
import { sandboxIntro } from './sandboxIntro'

// `npm run sandbox`: the app against the local Discord emulator with a demo server, no account needed.
// What it prints is sandboxIntro's: the demo secrets are the emulator's fixed values, useless anywhere
// else, and printing them is how a newcomer gets to try every screen.

async function sandbox(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const emulator = await startEmulatorProcess()
  try {
    for (const line of sandboxIntro(emulator.info)) console.log(line)
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
