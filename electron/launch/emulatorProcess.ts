import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import readline from 'node:readline'
import { bin, repoRoot } from './paths'

/** The first line `npm run emulator -- --json` prints. */
export type EmulatorInfo = {
  url: string
  apiBase: string
  authBase: string
  demo?: {
    guild?: { id?: string; name?: string }
    /** Channel ids by channel name. */
    channels?: Record<string, string>
    webhooks?: Record<string, { name?: string; url?: string; channelId?: string }>
    application?: { id?: string; name?: string; clientSecret?: string; botToken?: string }
  }
}

export type RunningEmulator = { info: EmulatorInfo; stop(): void }

/**
 * Starts the local Discord emulator (test/emulator/cli.ts) on a free port with the demo seed and reads
 * where it listens from its first line of output.
 */
export async function startEmulatorProcess(): Promise<RunningEmulator> {
  // Its standard input is a pipe held by this process: when we end, however we end, the pipe closes and
  // the emulator stops itself (--exit-with-stdin), so no emulator outlives the sandbox.
  const child = spawn(
    bin('tsx'),
    ['test/emulator/cli.ts', '--port', '0', '--seed', 'demo', '--json', '--exit-with-stdin'],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const info = await firstJsonLine(child)
  return {
    info,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
    },
  }
}

function firstJsonLine(child: ChildProcess): Promise<EmulatorInfo> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('The emulator has no output.'))
    const lines = readline.createInterface({ input: child.stdout })
    const fail = (why: string) => {
      lines.close()
      reject(new Error(`The emulator did not start: ${why}.`))
    }
    child.once('error', (error) => fail(error.message))
    child.once('exit', (code) => fail(`it exited with code ${code}`))
    lines.on('line', (line) => {
      try {
        const info = JSON.parse(line) as EmulatorInfo
        if (typeof info.apiBase !== 'string') return
        child.removeAllListeners('exit')
        resolve(info)
      } catch {
        // Not the JSON line; the emulator may log before it.
      }
    })
  })
}
