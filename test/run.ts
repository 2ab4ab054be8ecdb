/**
 * `npm test`: every check in one run, then one closing line `N passed, M failed, K skipped`.
 * Lint, typecheck and build count as one check each; the test runners' own counts are added.
 * Each step runs even when an earlier one failed, so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hardeningLine, readTally } from './integration/hardening/tally'

type Counts = { passed: number; failed: number; skipped: number }
type Step = { name: string; run: () => Counts }

const root = path.resolve(import.meta.dirname, '..')
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-test-'))
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

function exec(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

function check(name: string, command: string, args: string[]): Step {
  return { name, run: () => (exec(command, args) === 0 ? one('passed') : one('failed')) }
}

function one(outcome: keyof Counts): Counts {
  return { passed: 0, failed: 0, skipped: 0, [outcome]: 1 }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

// The hardening tests (fuzzing, kills, faults) add what they survived here; printed before the last line.
const hardeningReport = path.join(reports, 'hardening.jsonl')

const vitest: Step = {
  name: 'unit and integration tests (vitest)',
  run() {
    const out = path.join(reports, 'vitest.json')
    const status = exec(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { HERALD_HARDENING_REPORT: hardeningReport },
    )
    const report = readJson(out) as
      | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
      | undefined
    if (!report) return one('failed')
    const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0)
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests }
  },
}

function playwright(name: string, config: string): Step {
  return {
    name,
    run() {
      const out = path.join(reports, `${path.basename(path.dirname(config))}.json`)
      const status = exec(bin('playwright'), ['test', '--config', config, '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      })
      const report = readJson(out) as
        { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined
      if (!report) return one('failed')
      const { expected, unexpected, flaky, skipped } = report.stats
      const failed = unexpected + (status !== 0 && unexpected === 0 ? 1 : 0)
      return { passed: expected + flaky, failed, skipped }
    },
  }
}

const steps: Step[] = [
  check('lint (eslint)', bin('eslint'), ['.']),
  check('format (prettier)', bin('prettier'), ['--check', '.']),
  check('typecheck (tsc -b)', bin('tsc'), ['-b']),
  check('build (electron-vite, cli)', 'npm', ['run', 'build', '--silent']),
  vitest,
  playwright('end-to-end tests (Chromium, browser host)', 'test/e2e/playwright.config.ts'),
  playwright('Electron smoke tests', 'test/electron/playwright.config.ts'),
]

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const summary: string[] = []
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`)
  const counts = step.run()
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
  summary.push(
    `${counts.failed ? 'FAIL' : 'ok  '} ${step.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  )
}
const hardening = hardeningLine(readTally(hardeningReport))
fs.rmSync(reports, { recursive: true, force: true })
console.log(`\n${summary.join('\n')}\n${hardening}\n`)
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed ? 1 : 0)
