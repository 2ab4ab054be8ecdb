/**
 * `npm run bench [names…] [--quick]`: Herald's performance figures beside its peers', printed as one
 * JSON document on stdout (progress on stderr). With no name every benchmark runs, in the order below;
 * `--quick` uses fewer messages and repetitions for development (the documented figures are full runs).
 * docs/performance.md explains each figure and its target.
 */
import os from 'node:os'
import type { BenchOptions } from './options'

type Bench = (options: BenchOptions) => Promise<unknown>

// Each benchmark is imported only when it runs, so running one does not load the others' tools.
const benches: Record<string, () => Promise<Bench>> = {
  validate: async () => (await import('./validate')).benchValidate,
  history: async () => (await import('./history')).benchHistory,
  cli: async () => (await import('./cli')).benchCli,
  upload: async () => (await import('./upload')).benchUpload,
  pacing: async () => (await import('./pacing')).benchPacing,
  startup: async () => (await import('./startup')).benchStartup,
  preview: async () => (await import('./preview')).benchPreview,
  composerTyping: async () => (await import('./composerTyping')).benchComposerTyping,
}

async function main() {
  const args = process.argv.slice(2)
  const options: BenchOptions = { quick: args.includes('--quick') }
  const names = args.filter((arg) => !arg.startsWith('--'))
  const unknown = names.filter((name) => !(name in benches))
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}\n`,
    )
    process.exit(2)
  }
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()}`,
    loadAverageBefore: os.loadavg()[0],
    quick: options.quick,
  }
  for (const name of names.length > 0 ? names : Object.keys(benches)) {
    process.stderr.write(`bench: ${name}…\n`)
    try {
      results[name] = await (await benches[name]!())(options)
    } catch (error) {
      // One broken benchmark must not lose the others' figures.
      results[name] = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
      process.exitCode = 1
    }
    process.stderr.write(`bench: ${name} done\n`)
  }
  results.loadAverageAfter = os.loadavg()[0]
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
}

await main()
