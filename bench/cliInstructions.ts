/**
 * Instructions executed by `herald send` (one small message, recorded in History) against `node -e 0`,
 * counted by valgrind's cachegrind with `node --single-threaded` so that V8's compiler and GC threads do
 * not make the count vary: unlike wall or CPU time, the count does not move with the machine's load
 * (about 10 M instructions are 1 ms of CPU on the quiet 2-core VM). Three data folders: a fresh one, one
 * whose History of the webhook holds 2,000 entries (the default cap) shaped like what a send records,
 * and the same with --no-history. Not part of `npm run bench` (valgrind takes about 20 s a run):
 * `npx tsx bench/cliInstructions.ts` (RUNS=n for the least of n counts each; CLI_ENTRY=path/herald.js
 * counts a bundle already built, such as an earlier commit's).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startEmulator } from '../test/emulator'
import { buildCli } from './cliBuild'
import { fillHistory } from './historyFolder'

const run = promisify(execFile)

async function instructions(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const out = path.join(os.tmpdir(), `herald-cachegrind-${process.pid}`)
  const result = await run(
    'valgrind',
    ['--tool=cachegrind', '--cache-sim=no', `--cachegrind-out-file=${out}`, ...command],
    { env, maxBuffer: 16 * 1024 * 1024 },
  )
  fs.rmSync(out, { force: true })
  const refs = /I\s+refs:\s+([\d,]+)/.exec(result.stderr)?.[1]
  if (!refs) throw new Error(`no count from valgrind:\n${result.stderr}`)
  return Number(refs.replaceAll(',', ''))
}

async function main(): Promise<void> {
  const cli = process.env.CLI_ENTRY ? { entry: process.env.CLI_ENTRY, remove() {} } : await buildCli()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-instr-'))
  const emulator = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  try {
    const small = path.join(dir, 'small.json')
    fs.writeFileSync(small, JSON.stringify({ content: 'bench' }))
    const webhook = emulator.demo.webhooks.general
    const full = path.join(dir, 'full')
    await fillHistory(full, webhook, 2000)
    const env = (dataDir: string) => ({
      ...process.env,
      HERALD_API_BASE: emulator.apiBase,
      HERALD_AUTH_BASE: emulator.authBase,
      HERALD_DATA_DIR: dataDir,
      HERALD_WEBHOOK_URL: webhook.url,
    })
    const node = [process.execPath, '--single-threaded']
    // Not counted: the first send after the folder was written reads the log whole (as the first run
    // after an upgrade does) and leaves the order file every later run appends from.
    await run(process.execPath, [cli.entry, 'send', small], { env: env(full) })
    const runs = Number(process.env.RUNS ?? 1)
    const rows: Record<string, number[]> = { node: [], fresh: [], full: [], fullNoHistory: [] }
    for (let i = 0; i < runs; i++) {
      rows.node!.push(await instructions([...node, '-e', '0'], env(dir)))
      const fresh = path.join(dir, `fresh-${i}`)
      rows.fresh!.push(await instructions([...node, cli.entry, 'send', small], env(fresh)))
      rows.full!.push(await instructions([...node, cli.entry, 'send', small], env(full)))
      rows.fullNoHistory!.push(
        await instructions([...node, cli.entry, 'send', small, '--no-history'], env(full)),
      )
    }
    const millions = (n: number) => Math.round(n / 1e6)
    const floor = Math.min(...rows.node!)
    for (const [name, counts] of Object.entries(rows)) {
      const least = Math.min(...counts)
      console.log(`${name.padEnd(14)} ${millions(least)} M (+${millions(least - floor)} M)`)
    }
  } finally {
    await emulator.close()
    cli.remove()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main()
