import type { ChildProcess } from 'node:child_process'
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '@launch/build'
import { bin, repoRoot } from '@launch/paths'
import type { DemoSeed } from '../../emulator'

// `npm run serve`, `npm start` and `npm run sandbox` as a user runs them: a real process in its own
// process group, read from its output, stopped with Ctrl+C (SIGINT to the whole group, as a terminal
// sends it). What they print is what README.md promises.

type Launched = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

const running: Launched[] = []
let dataDir: string
let noElectron: string

beforeAll(() => {
  // Build once here, so the launchers find out/ current and start in a second or two.
  ensureBuilt()
  execFileSync(process.execPath, ['bin/launch.js', 'build'], { cwd: repoRoot, stdio: 'inherit' })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-launch-'))
  // An ELECTRON_OVERRIDE_DIST_PATH with no binary in it: the launchers must fall back to the browser.
  noElectron = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-no-electron-'))
}, 120_000)

afterEach(async () => {
  // Whatever a failed test left behind in the group (the launcher, the emulator) goes with it.
  for (const launched of running.splice(0)) {
    const group = launched.child.pid as number
    if (groupAlive(group)) process.kill(-group, 'SIGKILL')
    await launched.exited
  }
})

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(noElectron, { recursive: true, force: true })
})

/** What package.json's script runs: start and serve as plain JavaScript built ahead, sandbox through tsx. */
function command(script: string): [string, string[]] {
  if (script === 'sandbox') return [bin('tsx'), ['electron/launch/sandbox.ts']]
  return [process.execPath, ['bin/launch.js', script]]
}

function launch(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Launched {
  const [file, scriptArgs] = command(script)
  const child = spawn(file, [...scriptArgs, ...args], {
    cwd: repoRoot,
    env: { ...process.env, HERALD_DATA_DIR: dataDir, HERALD_API_BASE: '', HERALD_AUTH_BASE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const launched = { child, output: () => text, exited }
  running.push(launched)
  return launched
}

async function waitFor(launched: Launched, pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms
  for (;;) {
    const match = launched.output().match(pattern)
    if (match) return match
    if (Date.now() > deadline || launched.child.exitCode !== null) {
      throw new Error(`no ${pattern} in the output:\n${launched.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Ctrl+C in the terminal; resolves once every process of the group is gone. The exit code is not
 * asserted: the tsx wrapper (as `npm run` starts it) escalates to SIGKILL when its child takes more than
 * 30 ms to acknowledge a signal, which a loaded CI machine can cause. "Stopping Herald…" is the
 * launcher's own word that it shut down in order.
 */
function pressCtrlC(launched: Launched): Promise<void> {
  return stop(launched, () => process.kill(-(launched.child.pid as number), 'SIGINT'))
}

/** `kill <pid>` of the launcher alone, as a service manager stops it: it must take its children along. */
function terminate(launched: Launched): Promise<void> {
  return stop(launched, () => launched.child.kill('SIGTERM'))
}

async function stop(launched: Launched, send: () => void): Promise<void> {
  const group = launched.child.pid as number
  send()
  await launched.exited
  const deadline = Date.now() + 10_000
  while (groupAlive(group)) {
    if (Date.now() > deadline) throw new Error(`process group ${group} still has processes after stopping`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function rpc(origin: string, token: string, method: string, input: unknown): Promise<unknown> {
  const answer = await fetch(`${origin}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-herald-token': token },
    body: JSON.stringify(input),
  })
  return answer.json()
}

const runningAt = /Herald is running at (http:\/\/127\.0\.0\.1:(\d+))\/#token=([A-Za-z0-9_-]{43})\n/

/** `npm run sandbox` with no Electron runtime, once both the emulator and the app are up. */
async function startSandbox(): Promise<{ sandbox: Launched; emulatorUrl: string; app: RegExpMatchArray }> {
  const sandbox = launch('sandbox', ['--no-open'], { ELECTRON_OVERRIDE_DIST_PATH: noElectron })
  const [, emulatorUrl] = await waitFor(sandbox, /Discord emulator running at (http:\/\/127\.0\.0\.1:\d+)\n/)
  const app = await waitFor(sandbox, runningAt)
  return { sandbox, emulatorUrl: emulatorUrl as string, app }
}

describe('npm run serve', () => {
  it('runs, as npm start does, the launcher built ahead with node, not TypeScript through tsx (issue 23)', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.serve).toBe('node bin/launch.js serve')
    expect(scripts.start).toBe('node bin/launch.js start')
  })

  it('serves on the asked port, prints the address with the token, and stops on Ctrl+C', async () => {
    const port = await freePort()
    const serve = launch('serve', ['--port', String(port), '--no-open'])

    const [, origin, printedPort, token] = await waitFor(serve, runningAt)
    await waitFor(serve, /Open that address in your browser\. Press Ctrl\+C to stop\./)
    expect(printedPort).toBe(String(port))
    expect(serve.output()).toContain(`data lives in ${dataDir}.`)
    const page = await fetch(`${origin}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Herald</title>')
    expect(await rpc(origin as string, token as string, 'app.info', {})).toMatchObject({
      ok: true,
      value: { shell: 'browser', sandbox: false, apiBase: 'https://discord.com/api/v10' },
    })

    await pressCtrlC(serve)
    expect(serve.output()).toContain('Stopping Herald…')
    await expect(fetch(`${origin}/`)).rejects.toThrow()
  })

  it('refuses an unknown option with the list of options', async () => {
    const serve = launch('serve', ['--open-wide'])

    expect(await serve.exited).toBe(1)
    expect(serve.output()).toContain('Unknown option "--open-wide". Options: --port N, --no-open.')
  })
})

describe('npm start without the Electron runtime', () => {
  it('says why and serves the app in the browser instead', async () => {
    const start = launch('start', ['--no-open'], { ELECTRON_OVERRIDE_DIST_PATH: noElectron })

    await waitFor(start, runningAt)
    expect(start.output()).toMatch(
      /Electron runtime not found \(ELECTRON_OVERRIDE_DIST_PATH has no electron\)\. Serving Herald in your browser instead\.\n/,
    )

    await pressCtrlC(start)
    expect(start.output()).toContain('Stopping Herald…')
  })
})

/** A PATH holding node and, when given, a fake xdg-open script (the launcher's only opener on Linux). */
function pathWith(xdgOpen?: string): string {
  const dir = fs.mkdtempSync(path.join(dataDir, 'path-'))
  fs.symlinkSync(process.execPath, path.join(dir, 'node'))
  if (xdgOpen) fs.writeFileSync(path.join(dir, 'xdg-open'), `#!/bin/sh\n${xdgOpen}\n`, { mode: 0o755 })
  return dir
}

describe('npm start, opening the browser', () => {
  // No Electron, no display: what a server or a container has.
  const headless = () => ({
    ELECTRON_OVERRIDE_DIST_PATH: noElectron,
    DISPLAY: undefined,
    WAYLAND_DISPLAY: undefined,
  })

  it('says it could not open a browser when there is no display, and why', async () => {
    const start = launch('start', [], headless())

    await waitFor(start, /Press Ctrl\+C to stop\.\n/)
    expect(start.output()).toContain(
      'Could not open your browser (no display: neither DISPLAY nor WAYLAND_DISPLAY is set). ' +
        'Open that address by hand. Press Ctrl+C to stop.\n',
    )
    expect(start.output()).not.toContain('Opened it')
    await pressCtrlC(start)
  })

  it('says the opener is missing', async () => {
    const start = launch('start', [], { ...headless(), DISPLAY: ':0', PATH: pathWith() })

    await waitFor(start, /Press Ctrl\+C to stop\.\n/)
    expect(start.output()).toContain('Could not open your browser (xdg-open is not installed).')
    await pressCtrlC(start)
  })

  it('says the opener failed, with its exit code', async () => {
    const start = launch('start', [], { ...headless(), DISPLAY: ':0', PATH: pathWith('exit 3') })

    await waitFor(start, /Press Ctrl\+C to stop\.\n/)
    expect(start.output()).toContain('Could not open your browser (xdg-open failed (exit code 3)).')
    await pressCtrlC(start)
  })

  it('says it opened the browser only when the opener took the address and succeeded', async () => {
    const asked = path.join(dataDir, 'xdg-open-was-asked')
    const start = launch('start', [], {
      ...headless(),
      WAYLAND_DISPLAY: 'wayland-0',
      PATH: pathWith(`printf '%s' "$1" > '${asked}'`),
    })

    const [printed] = await waitFor(start, runningAt)
    await waitFor(start, /Opened it in your browser\. Press Ctrl\+C to stop\.\n/)
    // The opener gets a one-time link on the same origin, never the address with the token in it.
    const opened = fs.readFileSync(asked, 'utf8')
    const origin = /Herald is running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(printed ?? '')?.[1]
    expect(opened).toMatch(new RegExp(`^${origin}/launch/[A-Za-z0-9_-]+$`))
    expect(opened).not.toContain('token=')
    await pressCtrlC(start)
  })
})

describe('npm run sandbox', () => {
  it('prints the demo webhooks with their channels, the bot token and the application, runs the app against the emulator in sandbox mode, and Ctrl+C stops both', async () => {
    const { sandbox, emulatorUrl, app } = await startSandbox()
    const [, origin, , token] = app
    const [, hookUrl] = await waitFor(
      sandbox,
      /#general \(\d+\)\s+General Hook\s+(http:\/\/\S+\/api\/v10\/webhooks\/\d+\/\S{68})\n/,
    )
    const demo = (await (await fetch(`${emulatorUrl}/__emulator/demo`)).json()) as DemoSeed
    const printed = sandbox.output()
    expect(printed).toContain(
      `Demo webhooks in the server "Herald Sandbox" (id ${demo.guild.id}); paste one into the composer:\n`,
    )
    for (const [channel, hook] of [
      ['announcements', demo.webhooks.announcements],
      ['general', demo.webhooks.appOwned],
      ['forum', demo.webhooks.forum],
      ['news', demo.webhooks.news],
    ] as const) {
      expect(printed).toMatch(
        new RegExp(`  #${channel} \\(${hook.channelId}\\)\\s+${hook.name}\\s+${hook.url}\\n`),
      )
    }
    expect(printed).toContain(
      'Demo bot token (Webhooks screen → Bot tokens → Add a bot token; emulator demo value, not a real secret):\n' +
        `  ${demo.application.botToken}\n`,
    )
    expect(printed).toContain(`#general ${demo.channels.general}`)
    expect(printed).toContain('Herald asks you to choose a vault passphrase')
    expect(printed).toContain(`Demo application "${demo.application.name}"`)
    expect(printed).toMatch(new RegExp(`application id and client id\\s+${demo.application.id}\\n`))
    expect(printed).toMatch(
      new RegExp(
        `client secret\\s+${demo.application.clientSecret} \\(emulator demo value, not a real secret\\)\\n`,
      ),
    )
    expect(await rpc(origin as string, token as string, 'app.info', {})).toMatchObject({
      ok: true,
      value: { sandbox: true, apiBase: `${emulatorUrl}/api/v10`, authBase: `${emulatorUrl}/api` },
    })

    const sent = await rpc(origin as string, token as string, 'message.send', {
      target: { kind: 'url', url: hookUrl },
      message: { content: 'Hello from the sandbox' },
    })
    expect(sent).toMatchObject({
      ok: true,
      value: { status: 200, message: { content: 'Hello from the sandbox' } },
    })
    const journal = (await (
      await fetch(`${emulatorUrl}/__emulator/journal?route=executeWebhook`)
    ).json()) as unknown[]
    expect(journal).toMatchObject([
      { method: 'POST', query: { wait: 'true' }, body: { content: 'Hello from the sandbox' } },
    ])

    await pressCtrlC(sandbox)
    expect(sandbox.output()).toContain('Stopping Herald…')
    await expect(fetch(`${emulatorUrl}/__emulator/health`)).rejects.toThrow()
    await expect(fetch(`${origin}/`)).rejects.toThrow()
  })

  it('leaves no emulator behind even when the launcher is killed outright (SIGKILL)', async () => {
    const { sandbox, emulatorUrl } = await startSandbox()
    // The launcher itself is the node process the tsx wrapper started; kill it and nothing else.
    const launcher = Number(
      execFileSync('pgrep', ['-P', String(sandbox.child.pid)], { encoding: 'utf8' }).trim(),
    )

    process.kill(launcher, 'SIGKILL')

    const deadline = Date.now() + 10_000
    while (
      await fetch(`${emulatorUrl}/__emulator/health`).then(
        () => true,
        () => false,
      )
    ) {
      if (Date.now() > deadline) throw new Error('the emulator outlived the sandbox launcher')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  it('leaves no emulator behind when only the launcher is told to stop', async () => {
    const { sandbox, emulatorUrl } = await startSandbox()

    await terminate(sandbox)
    expect(sandbox.output()).toContain('Stopping Herald…')
    await expect(fetch(`${emulatorUrl}/__emulator/health`)).rejects.toThrow()
  })
})
