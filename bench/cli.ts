/**
 * cli: `herald --help` and `herald validate <largest valid message>` (the built bundle) against bare
 * `node -e 0`: wall time, CPU time (user + system, steadier than wall time on a busy machine) and peak
 * RSS, each measured by /usr/bin/time around a fresh process. Runs are interleaved so that load
 * changes hit every command alike.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { buildCli } from './cliBuild'
import { largestValidMessage } from './fixtures'
import type { BenchOptions } from './options'

const run = promisify(execFile)
const TIME = '/usr/bin/time'

type Sample = { wallMs: number; cpuMs: number; rssMiB: number }

export async function benchCli(options: BenchOptions) {
  if (!fs.existsSync(TIME)) return { skipped: `${TIME} is not installed: it measures each process.` }
  const runs = options.quick ? 3 : 15
  const cli = await buildCli()
  const message = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-cli-')), 'largest.json')
  fs.writeFileSync(message, JSON.stringify(largestValidMessage()))
  const commands: Record<string, string[]> = {
    node: ['-e', '0'],
    help: [cli.entry, '--help'],
    validate: [cli.entry, 'validate', message],
  }
  const samples: Record<string, Sample[]> = { node: [], help: [], validate: [] }
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, args] of Object.entries(commands)) samples[name]!.push(await measured(args))
    }
  } finally {
    cli.remove()
    fs.rmSync(path.dirname(message), { recursive: true, force: true })
  }
  const node = median(samples.node!)
  const row = (name: string) => {
    const m = median(samples[name]!)
    return {
      ...m,
      overNode: {
        wallMs: m.wallMs - node.wallMs,
        cpuMs: m.cpuMs - node.cpuMs,
        rssMiB: round(m.rssMiB - node.rssMiB),
      },
    }
  }
  return {
    target: 'within 60 ms of node -e 0',
    runs,
    node,
    help: row('help'),
    validate: row('validate'),
  }
}

async function measured(args: string[]): Promise<Sample> {
  const { stderr } = await run(TIME, ['-f', 'herald-bench %e %U %S %M', process.execPath, ...args], {
    maxBuffer: 16 * 1024 * 1024,
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

const round = (n: number) => Math.round(n * 10) / 10
