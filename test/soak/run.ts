/**
 * `npm run test:soak`: the hardening tests (test/integration/hardening) with the full counts: 20,000
 * fuzzed RPC calls (10,000 per transport), 200 SIGKILLs, the fault table played 3 times. Each count can
 * be set lower or higher through its env variable. Prints what was survived, then `N passed, M failed`.
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

const full: Record<string, string> = {
  HERALD_FUZZ_CALLS: '10000',
  HERALD_CRASH_KILLS: '200',
  HERALD_FAULT_ROUNDS: '3',
}
const env: NodeJS.ProcessEnv = { ...process.env, HERALD_HARDENING_REPORT: tallyFile }
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

const line = hardeningLine(readTally(tallyFile)).replace(/^hardening/, 'soak')
fs.rmSync(reports, { recursive: true, force: true })
console.log(`\n${line} (${Math.round((Date.now() - started) / 1000)} s)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
