import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Builds out/ when the sources changed (the e2e global set-up), in a child process whose output goes to
 * standard error: the build's log must not mix with the JSON the benchmarks print on standard output.
 */
export function buildAppWhenStale(): void {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./test/e2e/globalSetup.ts').then((m) => m.default())"],
    { cwd: root, stdio: ['ignore', process.stderr, process.stderr] },
  )
  if (run.status !== 0) throw new Error(`Building Herald failed (exit ${run.status}).`)
}
