import fs from 'node:fs'

/**
 * The hardening suite's counts. `npm test` runs the small counts; `npm run test:soak` sets the env
 * variables below to the full ones. Each test adds what it survived to HERALD_HARDENING_REPORT (one JSON
 * line per entry) so the runner can print the totals; without it the count is only logged.
 */
export type TallyKey = 'callsFuzzed' | 'killsSurvived' | 'faultsSurvived' | 'secretsFound'

export const counts = {
  /** Fuzzed RPC calls per transport (HTTP and IPC each run this many). */
  fuzzCalls: envCount('HERALD_FUZZ_CALLS', 2000),
  kills: envCount('HERALD_CRASH_KILLS', 20),
  /** How many times the whole fault table is played (each round is every fault × send, edit, delete). */
  faultRounds: envCount('HERALD_FAULT_ROUNDS', 1),
}

/** Soak runs need longer test timeouts; this scales them from the counts above. */
export function timeoutFor(units: number, msPerUnit: number, floorMs = 60_000): number {
  return Math.max(floorMs, units * msPerUnit)
}

export function tally(key: TallyKey, count: number): void {
  console.log(`hardening: ${key} += ${count}`)
  const file = process.env.HERALD_HARDENING_REPORT
  if (file) fs.appendFileSync(file, `${JSON.stringify({ key, count })}\n`)
}

/** Sums a report file written by tally(); missing file or lines count as zero. */
export function readTally(file: string): Record<TallyKey, number> {
  const sums: Record<TallyKey, number> = {
    callsFuzzed: 0,
    killsSurvived: 0,
    faultsSurvived: 0,
    secretsFound: 0,
  }
  let text = ''
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return sums
  }
  for (const line of text.split('\n')) {
    if (!line) continue
    const entry = JSON.parse(line) as { key: TallyKey; count: number }
    if (entry.key in sums) sums[entry.key] += entry.count
  }
  return sums
}

function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** One line for the runners: `hardening: 4000 calls fuzzed, 20 kills survived, 43 faults survived, 0 secrets found`. */
export function hardeningLine(sums: Record<TallyKey, number>): string {
  return (
    `hardening: ${sums.callsFuzzed} calls fuzzed, ${sums.killsSurvived} kills survived, ` +
    `${sums.faultsSurvived} faults survived, ${sums.secretsFound} secrets found`
  )
}
