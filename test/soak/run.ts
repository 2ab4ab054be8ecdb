/**
 * `npm run test:soak`: the hardening tests (test/integration/hardening) with the full counts: 20,000
 * fuzzed RPC calls (10,000 per transport), 200 SIGKILLs, the fault table played 3 times; then the
 * composer's model test (test/e2e/model) for HERALD_MODEL_TOTAL_STEPS steps (10,000) in
 * HERALD_MODEL_SHARDS pages at once (2). Each count can be set lower or higher through its env variable.
 * Prints what was survived, then `N passed, M failed`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hardeningLine, readTally } from '../integration/hardening/tally'

const root = path.resolve(import.meta.dirname, '..', '..')
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-soak-'))
const tallyFile = path.join(reports, 'hardening.jsonl')
const resultFile = path.join(reports, 'vitest.json')

const modelFile = path.join(reports, 'model.jsonl')
const modelResult = path.join(reports, 'model.json')

const full: Record<string, string> = {
  HERALD_FUZZ_CALLS: '10000',
  HERALD_CRASH_KILLS: '200',
  HERALD_FAULT_ROUNDS: '3',
  HERALD_MODEL_TOTAL_STEPS: '10000',
  HERALD_MODEL_SHARDS: '2',
  HERALD_MODEL_MAX_STEPS: '25',
}
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HERALD_HARDENING_REPORT: tallyFile,
  HERALD_MODEL_REPORT: modelFile,
  PLAYWRIGHT_JSON_OUTPUT_NAME: modelResult,
}
for (const [name, value] of Object.entries(full)) env[name] ??= value
console.log(
  `soak: ${Object.keys(full)
    .map((name) => `${name}=${env[name]}`)
    .join(' ')}`,
)

const started = Date.now()
const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  [
    'run',
    '--project',
    'integration',
    'test/integration/hardening',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultFile}`,
  ],
  { cwd: root, stdio: 'inherit', env },
)

let passed = 0
let failed = 0
try {
  const report = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
  }
  passed = report.numPassedTests
  failed = report.numFailedTests
} catch {
  failed = 1
}
if (run.status !== 0 && failed === 0) failed = 1

// The composer against its model, through the page: each share is one Playwright test.
const model = spawnSync(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  [
    'test',
    '--config',
    'test/e2e/playwright.config.ts',
    'test/e2e/model/composer-model.spec.ts',
    `--workers=${env.HERALD_MODEL_SHARDS}`,
    '--reporter=list,json',
  ],
  { cwd: root, stdio: 'inherit', env },
)
try {
  const report = JSON.parse(fs.readFileSync(modelResult, 'utf8')) as {
    stats: { expected: number; unexpected: number }
  }
  passed += report.stats.expected
  failed += report.stats.unexpected + (model.status !== 0 && report.stats.unexpected === 0 ? 1 : 0)
} catch {
  failed += 1
}

const line = hardeningLine(readTally(tallyFile)).replace(/^hardening/, 'soak')
const runs = fs.existsSync(modelFile)
  ? fs
      .readFileSync(modelFile, 'utf8')
      .trim()
      .split('\n')
      .map((row) => JSON.parse(row) as { steps: number; sequences: number; seed: number })
  : []
const modelLine = `model: ${runs.reduce((n, r) => n + r.steps, 0)} steps, ${runs.reduce((n, r) => n + r.sequences, 0)} sequences, seeds ${runs.map((r) => r.seed).join(' ') || 'none'}`
fs.rmSync(reports, { recursive: true, force: true })
console.log(`\n${line} (${Math.round((Date.now() - started) / 1000)} s)\n${modelLine}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
