/**
 * cli: `herald --help`, `herald validate <largest valid message>` and `herald send` (the built bundle)
 * against bare `node -e 0`, and `herald send --wait` with three 8 MiB files against curl posting the
 * same three files, start-up included: wall time, CPU time (user + system, steadier than wall time on a
 * busy machine) and peak RSS, each measured by /usr/bin/time around a fresh process. Sends go to the
 * emulator (its rate model off) over loopback and are recorded in a fresh data folder's History, as a
 * user's are by default, and (`sendFullHistory`) into a History of 2,000 entries, the default cap, as a
 * folder in use holds. Runs are interleaved so that load changes hit every command alike.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startEmulator } from '../test/emulator'
import { buildCli } from './cliBuild'
import { largestValidMessage } from './fixtures'
import { fillHistory } from './historyFolder'
import type { BenchOptions } from './options'

const run = promisify(execFile)
const TIME = '/usr/bin/time'

type Sample = { wallMs: number; cpuMs: number; rssMiB: number }

export async function benchCli(options: BenchOptions) {
  if (!fs.existsSync(TIME)) return { skipped: `${TIME} is not installed: it measures each process.` }
  const runs = options.quick ? 3 : 15
  const cli = await buildCli()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-cli-'))
  const message = path.join(dir, 'largest.json')
  fs.writeFileSync(message, JSON.stringify(largestValidMessage()))
  const small = path.join(dir, 'small.json')
  fs.writeFileSync(small, JSON.stringify({ content: 'bench' }))
  const files = [0, 1, 2].map((i) => {
    const file = path.join(dir, `part${i}.bin`)
    fs.writeFileSync(file, Buffer.alloc(8 * 1024 * 1024, i + 1))
    return file
  })
  const emulator = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  const { general, announcements, news, appOwned } = emulator.demo.webhooks
  const env = {
    ...process.env,
    HERALD_API_BASE: emulator.apiBase,
    HERALD_AUTH_BASE: emulator.authBase,
    HERALD_DATA_DIR: path.join(dir, 'data'),
    HERALD_WEBHOOK_URL: general.url,
  }
  const full = { ...env, HERALD_DATA_DIR: path.join(dir, 'full') }
  // The emulator's rate model is off, but its answers still count each webhook's bucket down (5 in 2 s)
  // and Herald rightly waits for a bucket that says 0 remain: the sends of one round go to different
  // webhooks, at most two each, so that no run measures a rate-limit wait.
  const to = (hook: { url: string }) => ({ ...env, HERALD_WEBHOOK_URL: hook.url })
  await fillHistory(full.HERALD_DATA_DIR, emulator.demo.webhooks.general, 2000)
  const node = process.execPath
  // The first send into it reads the log whole (as after an upgrade) and writes the order file.
  await measured([node, cli.entry, 'send', small], full)
  const envs: Record<string, NodeJS.ProcessEnv> = {
    sendFullHistory: full,
    sendNoHistory: to(announcements),
    sendFiles: to(news),
    sendFilesNoHistory: to(news),
  }
  const commands: Record<string, string[]> = {
    node: [node, '-e', '0'],
    help: [node, cli.entry, '--help'],
    validate: [node, cli.entry, 'validate', message],
    send: [node, cli.entry, 'send', small],
    sendFullHistory: [node, cli.entry, 'send', small],
    // Without recording: what History's part of a send costs.
    sendNoHistory: [node, cli.entry, 'send', small, '--no-history'],
    sendFiles: [node, cli.entry, 'send', small, '--wait', ...files.flatMap((f) => ['--file', f])],
    sendFilesNoHistory: [
      node,
      cli.entry,
      'send',
      small,
      '--wait',
      '--no-history',
      ...files.flatMap((f) => ['--file', f]),
    ],
    curlFiles: [
      'curl',
      '-sS',
      '-o',
      '/dev/null',
      '-F',
      'payload_json={"content":"bench"}',
      ...files.flatMap((file, i) => ['-F', `files[${i}]=@${file}`]),
      `${appOwned.url}?wait=true`,
    ],
  }
  const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]))
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, args] of Object.entries(commands))
        samples[name]!.push(await measured(args, envs[name] ?? env))
    }
  } finally {
    cli.remove()
    await emulator.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const floor = median(samples.node!)
  const row = (name: string, against = floor) => {
    const m = median(samples[name]!)
    return {
      ...m,
      overFloor: {
        wallMs: round(m.wallMs - against.wallMs),
        cpuMs: round(m.cpuMs - against.cpuMs),
        rssMiB: round(m.rssMiB - against.rssMiB),
      },
    }
  }
  const curl = median(samples.curlFiles!)
  return {
    target: 'send within 80 ms of node -e 0, validate within 100 ms; send with files within 1.3 x curl',
    runs,
    loadAverage: os.loadavg()[0],
    node: floor,
    help: row('help'),
    validate: row('validate'),
    send: row('send'),
    sendFullHistory: row('sendFullHistory'),
    sendNoHistory: row('sendNoHistory'),
    sendFiles: {
      ...row('sendFiles', curl),
      timesCurlWall: round(median(samples.sendFiles!).wallMs / curl.wallMs),
    },
    sendFilesNoHistory: {
      ...row('sendFilesNoHistory', curl),
      timesCurlWall: round(median(samples.sendFilesNoHistory!).wallMs / curl.wallMs),
    },
    curlFiles: curl,
  }
}

async function measured(command: string[], env: NodeJS.ProcessEnv): Promise<Sample> {
  const { stderr } = await run(TIME, ['-f', 'herald-bench %e %U %S %M', ...command], {
    maxBuffer: 16 * 1024 * 1024,
    env,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
  const [wall, user, system, rssKiB] = /herald-bench (\S+) (\S+) (\S+) (\d+)/
    .exec(stderr)!
    .slice(1)
    .map(Number)
  return { wallMs: wall! * 1000, cpuMs: (user! + system!) * 1000, rssMiB: rssKiB! / 1024 }
}

function median(samples: Sample[]): Sample {
  const at = (key: keyof Sample) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b)
    return round(sorted[Math.floor(sorted.length / 2)] ?? 0)
  }
  return { wallMs: at('wallMs'), cpuMs: at('cpuMs'), rssMiB: at('rssMiB') }
}

const round = (n: number) => Math.round(n * 100) / 100
