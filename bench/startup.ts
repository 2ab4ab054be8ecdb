/**
 * startup, with the app already built (built here first when out/ is stale): `npm run serve` and
 * `npm start` (which serves in the browser where Electron cannot run) from the command to the printed
 * address, and on to the composer being interactive in Chromium (its message box accepts typing); and
 * the renderer's initial JavaScript, gzip-compressed (index.html's module script and its preloads).
 * The browser is started beforehand: its own start-up is not Herald's. Each script's runs share a data
 * folder, so all but the first open an existing draft, and the RPC calls the page made before the
 * composer was interactive are counted (one, app.bootstrap, when a draft exists). Floors: `node -e 0` (what both
 * npm scripts run since issue 23: the launcher built ahead), npm's own start (`npm run` of a script that
 * does not exist), and tsx alone (`tsx -e 0`, what they ran before).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { buildAppWhenStale } from './buildApp'
import { initialJs } from './initialJs'
import type { BenchOptions } from './options'
import { summarise } from './stats'

const root = path.resolve(import.meta.dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

export async function benchStartup(options: BenchOptions) {
  buildAppWhenStale()
  const runs = options.quick ? 2 : 5
  const browser = await chromium.launch({
    executablePath: process.env.HERALD_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--headless'],
  })
  try {
    const results: Record<string, unknown> = {
      target: 'under 0.6 s to the address, under 1.2 s to interactive, initial JS under 250 KB gzip',
      initialJsGzipKB: initialJsGzipKB(),
      loadAverage: os.loadavg()[0],
      nodeAlone: summarise(await repeat(runs, () => timeToExit(process.execPath, ['-e', '0']))),
      tsxAlone: summarise(
        await repeat(runs, () => timeToExit(path.join(root, 'node_modules/.bin/tsx'), ['-e', '0'])),
      ),
      npmRunAlone: summarise(await repeat(runs, () => timeToExit(npm, ['run', '--silent', 'noop']))),
    }
    for (const script of ['serve', 'start']) {
      // One data folder per script: the first run starts on an empty one (and makes the first draft),
      // the others as a user's later starts do, with a draft to open.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-startup-'))
      const address: number[] = []
      const interactive: number[] = []
      const calls: number[] = []
      try {
        for (let i = 0; i < runs; i++) {
          const run = await launch(script, browser, dataDir)
          address.push(run.addressMs)
          interactive.push(run.interactiveMs)
          calls.push(run.rpcCalls)
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 })
      }
      results[script] = {
        toAddress: summarise(address),
        toInteractive: summarise(interactive),
        rpcCallsBeforeInteractive: calls,
      }
    }
    return results
  } finally {
    await browser.close()
  }
}

async function launch(script: string, browser: Browser, dataDir: string) {
  const started = performance.now()
  const child = spawn(npm, ['run', '--silent', script, '--', '--no-open', '--port', '0'], {
    cwd: root,
    env: { ...process.env, HERALD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString()
        const found = /Herald is running at (\S+)/.exec(out)
        if (found) resolve(found[1]!)
      })
      child.on('exit', (code) => reject(new Error(`npm run ${script} exited with ${code}: ${out}`)))
    })
    const addressMs = performance.now() - started
    const page = await browser.newPage()
    let rpcCalls = 0
    page.on('request', (request) => void (request.url().includes('/rpc/') && rpcCalls++))
    await page.goto(url)
    const message = page.getByRole('textbox', { name: 'Message', exact: true })
    await message.waitFor()
    await message.fill('ready')
    const interactiveMs = performance.now() - started
    const callsBefore = rpcCalls
    await page.close()
    return { addressMs, interactiveMs, rpcCalls: callsBefore }
  } finally {
    // The npm process group at once (npm, node and the server under it: a gentler signal lets npm exit
    // while the server still writes); the next run starts once they are gone.
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGKILL')
    if (child.exitCode === null && child.signalCode === null) await exited
  }
}

function timeToExit(command: string, args: string[]): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'ignore' })
    child.on('error', reject)
    child.on('exit', () => resolve(performance.now() - started))
  })
}

async function repeat(runs: number, fn: () => Promise<number>): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) samples.push(await fn())
  return samples
}

function initialJsGzipKB(): number {
  return Math.round(initialJs(path.join(root, 'out', 'renderer')).gzipBytes / 1024)
}
